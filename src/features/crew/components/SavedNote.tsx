import { Clock } from 'lucide-react';
import { loadedWhen } from '../job-words';
import { useQueue } from '../photos';
import { secondaryButton } from './ui';

/**
 * Above a page shown from the phone's copy (docs/decisions/058): what it is and when it was loaded, and why it is
 * not newer: offline, being checked, or a check that failed, with 'Try again'.
 */
export function SavedNote({ what, savedAt, checking, onRetry }: { what: string; savedAt: number; checking: boolean; onRetry: () => void }) {
  const { online } = useQueue();
  let why: string;
  if (!online) why = 'You are offline: the office’s changes show here when the phone is back online.';
  else if (checking) why = 'Checking for changes…';
  else why = 'The office’s changes could not be checked: the phone has no connection, or too weak a one.';
  return (
    <div role="status" className="mt-3 flex items-start gap-3 rounded-xl border border-slate-300 bg-white p-3 text-slate-800">
      <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-600" />
      <div>
        <p className="font-semibold">
          {what} as loaded {loadedWhen(savedAt)}.
        </p>
        <p className="text-sm">{why}</p>
        {online && !checking && (
          <button type="button" onClick={onRetry} className={`${secondaryButton} mt-2`}>
            Try again
          </button>
        )}
      </div>
    </div>
  );
}
