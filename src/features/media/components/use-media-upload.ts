import { useCallback, useRef, useState } from 'react';
import { UploadError, uploadMedia } from '../api/upload-media';
import { fileProblem, mediaObjectName, readableTitle, type MediaFolder } from '../rules';

/** One upload's state machine: checks in the browser, measures the photo, uploads with progress, keeps the file for a retry. */

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'failed'; message: string; canRetry: boolean }
  | { status: 'done'; width: number; height: number };

/**
 * A photo for an image field, uploaded or chosen from the library: its URL and pixel size, and `title`, a
 * readable form of the file's original name for a title field that is still empty ('' when the name says nothing).
 */
export type Uploaded = { url: string; width: number; height: number; title: string };

/** Why a photo was not uploaded, in one sentence; `canRetry` when trying the same file again may work. */
export class UploadProblem extends Error {
  constructor(
    message: string,
    readonly canRetry: boolean,
  ) {
    super(message);
  }
}

/** The photo's pixel size; rejects when the browser cannot decode it (not really an image). */
async function measure(file: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/**
 * Checks, measures and uploads one photo into `folder`, keeping its original file name in the object's metadata
 * (`originalName`, the Media screen's title). `onStart` runs once the checks pass, before any byte is sent.
 */
export async function uploadPhoto(
  file: File,
  folder: MediaFolder,
  { onStart, onProgress }: { onStart?: () => void; onProgress: (fraction: number) => void },
): Promise<Uploaded> {
  const problem = fileProblem(file);
  if (problem) throw new UploadProblem(problem, false);
  let size: { width: number; height: number };
  try {
    size = await measure(file);
  } catch {
    throw new UploadProblem('This file could not be read as a photo. Choose a JPEG, PNG, WebP or AVIF photo.', false);
  }
  onStart?.();
  const originalName = file.name.slice(0, 200);
  try {
    const url = await uploadMedia({
      file,
      name: mediaObjectName(folder, file.type, size.width, size.height),
      metadata: { ...size, originalName },
      onProgress,
    });
    return { url, ...size, title: readableTitle(originalName) };
  } catch (error) {
    throw new UploadProblem(error instanceof UploadError ? error.message : 'The upload failed. Check your connection and try again.', true);
  }
}

export function useMediaUpload(folder: MediaFolder, onUploaded: (uploaded: Uploaded) => void) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const lastFile = useRef<File | null>(null);

  const upload = useCallback(
    async (file: File) => {
      lastFile.current = file;
      try {
        const uploaded = await uploadPhoto(file, folder, {
          onStart: () => setState({ status: 'uploading', progress: 0 }),
          onProgress: (progress) => setState({ status: 'uploading', progress }),
        });
        setState({ status: 'done', width: uploaded.width, height: uploaded.height });
        onUploaded(uploaded);
      } catch (error) {
        const problem = error instanceof UploadProblem ? error : new UploadProblem('The upload failed. Check your connection and try again.', true);
        setState({ status: 'failed', message: problem.message, canRetry: problem.canRetry });
      }
    },
    [folder, onUploaded],
  );

  const retry = useCallback(() => {
    if (lastFile.current) void upload(lastFile.current);
  }, [upload]);

  return { state, upload, retry };
}
