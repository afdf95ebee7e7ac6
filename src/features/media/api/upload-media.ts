import { isHosted, supabaseAnonKey, supabaseUrl } from '@/lib/env';
import { supabase } from '@/lib/supabase';
import { MEDIA_BUCKET } from '../rules';

/**
 * Uploads a file into the media bucket with storage-js's wire format (multipart POST to
 * /storage/v1/object/{bucket}/{name}), through XMLHttpRequest because fetch reports no upload progress.
 * Resolves with the URL to store in a record; rejects with an UploadError whose message is one sentence.
 */

export class UploadError extends Error {}

/** Storage's refusals (status in the body, as hosted sends them) as one sentence for the form. */
export function uploadErrorSentence(status: string | number | undefined): string {
  switch (String(status)) {
    case '413':
      return 'This photo is larger than 10 MB. Choose a smaller one.';
    case '415':
      return 'This file is not a JPEG, PNG, WebP or AVIF photo. Choose a photo in one of these formats.';
    case '403':
      return 'You do not have permission to upload photos.';
    case '409':
      return 'A photo with this name already exists. Try again.';
    default:
      return 'The upload failed. Check your connection and try again.';
  }
}

/** The URL a record keeps: on the stand-in a path on the site's own origin (any port), on hosted the full public URL. */
export function mediaUrl(name: string): string {
  const { publicUrl } = supabase.storage.from(MEDIA_BUCKET).getPublicUrl(name).data;
  return isHosted ? publicUrl : new URL(publicUrl).pathname;
}

export type UploadRequest = {
  file: Blob;
  name: string;
  metadata: Record<string, unknown>;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
};

export async function uploadMedia({ file, name, metadata, onProgress, signal }: UploadRequest): Promise<string> {
  const token = (await supabase.auth.getSession()).data.session?.access_token ?? supabaseAnonKey;
  const body = new FormData();
  body.append('cacheControl', '31536000');
  body.append('metadata', JSON.stringify(metadata));
  body.append('', file);
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${supabaseUrl}/storage/v1/object/${MEDIA_BUCKET}/${name}`);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('apikey', supabaseAnonKey);
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let status: string | undefined;
      try {
        status = (JSON.parse(xhr.responseText) as { statusCode?: string }).statusCode;
      } catch {
        status = String(xhr.status);
      }
      reject(new UploadError(uploadErrorSentence(status)));
    };
    xhr.onerror = () => reject(new UploadError(uploadErrorSentence(undefined)));
    xhr.onabort = () => reject(new UploadError('The upload was cancelled.'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
  return mediaUrl(name);
}
