import { ImageUp } from 'lucide-react';
import { useId, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { Button } from '@/components/admin';
import { MEDIA_ACCEPT, type MediaFolder } from '../rules';
import { useMediaUpload, type UploadState, type Uploaded } from './use-media-upload';

type MediaUploaderProps = {
  /** The image field it fills, e.g. 'Logo URL': names the file control ('Photo for the logo'). */
  fieldLabel: string;
  folder: MediaFolder;
  /** Called with the stored photo's URL and size; the form puts the URL into its field. */
  onUploaded: (uploaded: Uploaded) => void;
};

/**
 * Upload a photo into the media bucket for an image field: choose a file, drag it in or paste it. The
 * browser checks type and size first; a progress bar while it uploads; on failure one sentence and
 * 'Try again', the rest of the form untouched. Typing a URL in the field stays possible.
 */
export function MediaUploader({ fieldLabel, folder, onUploaded }: MediaUploaderProps) {
  const { state, upload, retry } = useMediaUpload(folder, onUploaded);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file) void upload(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };
  const onPaste = (event: ClipboardEvent) => {
    if (event.clipboardData.files.length === 0) return;
    event.preventDefault();
    take(event.clipboardData.files);
  };
  const busy = state.status === 'uploading';

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      onPaste={onPaste}
      className={`space-y-3 rounded-lg border-2 border-dashed p-4 ${dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50'}`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled={busy} onClick={() => input.current?.click()} aria-describedby={hintId}>
          <ImageUp aria-hidden="true" className="size-4" />
          Upload a photo
        </Button>
        <p id={hintId} className="text-sm text-slate-600">
          or drag it here or paste it. JPEG, PNG, WebP or AVIF, up to 10 MB.
        </p>
        <input
          ref={input}
          type="file"
          accept={MEDIA_ACCEPT}
          aria-label={`Photo for the ${fieldLabel.replace(/ URL$/, '').toLowerCase()}`}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            take(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </div>
      <UploadStatus state={state} onRetry={retry} />
    </div>
  );
}

function UploadStatus({ state, onRetry }: { state: UploadState; onRetry: () => void }) {
  if (state.status === 'uploading') {
    const percent = Math.round(state.progress * 100);
    return (
      <div className="space-y-1">
        <p className="text-sm text-slate-700">Uploading… {percent}%</p>
        <div role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 overflow-hidden rounded bg-slate-200">
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
