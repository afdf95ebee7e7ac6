import { secondaryButton } from './ui';

/** 'Loading your jobs…' while the session or the list is read. */
export function LoadingJobs() {
  return (
    <p role="status" className="mt-4 text-slate-700">
      Loading your jobs…
    </p>
  );
}

/** A read that failed, in words, with 'Try again'. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mt-4 rounded-xl bg-white p-4 shadow-sm">
      <p className="text-slate-800">{message}</p>
      <button type="button" onClick={onRetry} className={`${secondaryButton} mt-3`}>
        Try again
      </button>
    </div>
  );
}
