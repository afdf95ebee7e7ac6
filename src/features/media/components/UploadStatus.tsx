import { Button } from '@/components/admin';
import type { UploadState } from './use-media-upload';

/** One upload's progress, its one-sentence failure with 'Try again' when that may help, or its result. */
export function UploadStatus({ state, onRetry, fileName }: { state: UploadState; onRetry: () => void; fileName?: string }) {
  if (state.status === 'uploading') {
    const percent = Math.round(state.progress * 100);
    return (
      <div className="space-y-1">
        <p className="text-sm text-slate-700">Uploading… {percent}%</p>
        <div
          role="progressbar"
          aria-label={fileName ? `Upload progress of ${fileName}` : 'Upload progress'}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded bg-slate-200"
        >
          <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm font-medium text-red-700">
        <span>{state.message}</span>
        {state.canRetry && (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  if (state.status === 'done') {
    return (
      <p role="status" className="text-sm text-green-800">
        Photo uploaded ({state.width} × {state.height} px).
      </p>
    );
  }
  return null;
}
