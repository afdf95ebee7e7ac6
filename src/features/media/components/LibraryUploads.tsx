import { useQueryClient } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/admin';
import { mediaKeys } from '../api/fetch-media-library';
import { MEDIA_ACCEPT } from '../rules';
import { UploadProblem, uploadPhoto, type UploadState } from './use-media-upload';
import { UploadStatus } from './UploadStatus';

type Upload = { id: number; file: File; state: UploadState };

/**
 * The Media screen's own uploads (docs/decisions/051): choose or drop one or several photos; each uploads at once
 * into `library/`, each with its progress, its one-sentence error and 'Try again', and appears in the grid when done.
 */
export function LibraryUploads() {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(0);
  const hintId = useId();

  const update = (id: number, state: UploadState) => setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, state } : upload)));

  async function start(id: number, file: File) {
    update(id, { status: 'idle' });
    try {
      const uploaded = await uploadPhoto(file, 'library', {
        onStart: () => update(id, { status: 'uploading', progress: 0 }),
        onProgress: (progress) => update(id, { status: 'uploading', progress }),
      });
      update(id, { status: 'done', width: uploaded.width, height: uploaded.height });
      void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
    } catch (error) {
      const problem = error instanceof UploadProblem ? error : new UploadProblem('The upload failed. Check your connection and try again.', true);
      update(id, { status: 'failed', message: problem.message, canRetry: problem.canRetry });
    }
  }

  function take(files: FileList | null | undefined) {
    const added = Array.from(files ?? [], (file) => ({ id: nextId.current++, file, state: { status: 'idle' } as UploadState }));
    if (added.length === 0) return;
    setUploads((current) => [...added, ...current.filter((upload) => upload.state.status !== 'done')]);
    for (const upload of added) void start(upload.id, upload.file);
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <section
      aria-label="Upload photos"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`space-y-3 rounded-lg border-2 border-dashed p-4 ${dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50'}`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => input.current?.click()} aria-describedby={hintId}>
          <ImageUp aria-hidden="true" className="size-4" />
          Upload photos
        </Button>
        <p id={hintId} className="text-sm text-slate-600">
          or drag them here. One or several, JPEG, PNG, WebP or AVIF, up to 10 MB each.
        </p>
        <input
          ref={input}
          type="file"
          multiple
          accept={MEDIA_ACCEPT}
          aria-label="Photos for the library"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            take(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </div>
      {uploads.length > 0 && (
        <ul className="space-y-3">
          {uploads.map((upload) => (
            <li key={upload.id} aria-label={upload.file.name} className="space-y-1 rounded-md bg-white p-3 shadow-sm">
              <p className="truncate text-sm font-medium text-slate-900" title={upload.file.name}>
                {upload.file.name}
              </p>
              <UploadStatus state={upload.state} fileName={upload.file.name} onRetry={() => void start(upload.id, upload.file)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
