import { useCallback, useRef, useState } from 'react';
import { UploadError, uploadMedia } from '../api/upload-media';
import { fileProblem, mediaObjectName, type MediaFolder } from '../rules';

/** One upload's state machine: checks in the browser, measures the photo, uploads with progress, keeps the file for a retry. */

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'failed'; message: string; canRetry: boolean }
  | { status: 'done'; width: number; height: number };

export type Uploaded = { url: string; width: number; height: number };

/** The photo's pixel size; rejects when the browser cannot decode it (not really an image). */
async function measure(file: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

export function useMediaUpload(folder: MediaFolder, onUploaded: (uploaded: Uploaded) => void) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const lastFile = useRef<File | null>(null);

  const upload = useCallback(
    async (file: File) => {
      lastFile.current = file;
      const problem = fileProblem(file);
      if (problem) return setState({ status: 'failed', message: problem, canRetry: false });
      let size: { width: number; height: number };
      try {
        size = await measure(file);
      } catch {
        return setState({ status: 'failed', message: 'This file could not be read as a photo. Choose a JPEG, PNG, WebP or AVIF photo.', canRetry: false });
      }
      setState({ status: 'uploading', progress: 0 });
      try {
        const url = await uploadMedia({
          file,
          name: mediaObjectName(folder, file.type, size.width, size.height),
          metadata: { ...size, originalName: file.name.slice(0, 200) },
          onProgress: (progress) => setState({ status: 'uploading', progress }),
        });
        setState({ status: 'done', ...size });
        onUploaded({ url, ...size });
      } catch (error) {
        const message = error instanceof UploadError ? error.message : 'The upload failed. Check your connection and try again.';
        setState({ status: 'failed', message, canRetry: true });
      }
    },
    [folder, onUploaded],
  );

  const retry = useCallback(() => {
    if (lastFile.current) void upload(lastFile.current);
  }, [upload]);

  return { state, upload, retry };
}
