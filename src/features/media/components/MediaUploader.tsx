import { ImageUp, Images } from 'lucide-react';
import { useId, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { Button } from '@/components/admin';
import type { MediaItem } from '../api/fetch-media-library';
import { MEDIA_ACCEPT, readableTitle, type MediaFolder } from '../rules';
import { MediaPicker } from './MediaPicker';
import { UploadStatus } from './UploadStatus';
import { useMediaUpload, type Uploaded } from './use-media-upload';

type MediaUploaderProps = {
  /** The image field it fills, e.g. 'Logo URL': names the file control ('Photo for the logo'). */
  fieldLabel: string;
  folder: MediaFolder;
  /**
   * Called with the stored photo's URL, size and a readable title from its file name, whether uploaded or chosen
   * from the library; the form puts the URL into its field (and may offer the title to an empty title field).
   */
  onUploaded: (uploaded: Uploaded) => void;
};

/**
 * Upload a photo into the media bucket for an image field: choose a file, drag it in or paste it. The
 * browser checks type and size first; a progress bar while it uploads; on failure one sentence and
 * 'Try again', the rest of the form untouched. Or 'Choose from library': a photo already uploaded
 * (docs/decisions/051). Typing a URL in the field stays possible.
 */
export function MediaUploader({ fieldLabel, folder, onUploaded }: MediaUploaderProps) {
  const { state, upload, retry } = useMediaUpload(folder, onUploaded);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const hintId = useId();
  const fieldName = fieldLabel.replace(/ URL$/, '').toLowerCase();

  const choose = (item: MediaItem) => {
    setPicking(false);
    setChosen(item.title);
    onUploaded({ url: item.url, width: item.dimensions?.width ?? 0, height: item.dimensions?.height ?? 0, title: readableTitle(item.originalName ?? '') });
  };

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (!file) return;
    setChosen(null);
    void upload(file);
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
    <>
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
        <Button variant="secondary" disabled={busy} onClick={() => setPicking(true)} aria-haspopup="dialog">
          <Images aria-hidden="true" className="size-4" />
          Choose from library
        </Button>
        <input
          ref={input}
          type="file"
          accept={MEDIA_ACCEPT}
          aria-label={`Photo for the ${fieldName}`}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            take(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </div>
      {chosen === null ? (
        <UploadStatus state={state} onRetry={() => {
          setChosen(null);
          retry();
        }} />
      ) : (
        <p role="status" className="text-sm text-green-800">
          Photo chosen from the library: {chosen}.
        </p>
      )}
    </div>
    {/* Beside the drop zone, not in it: a photo dropped or pasted on the dialog is not an upload. */}
    {picking && <MediaPicker fieldName={fieldName} onChoose={choose} onClose={() => setPicking(false)} />}
    </>
  );
}
