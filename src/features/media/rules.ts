/**
 * What the media bucket takes (supabase/migrations/*_media_bucket.sql), checked in the browser first so
 * people get a clear sentence before any upload; Storage enforces the same rules again.
 */

export const MEDIA_BUCKET = 'media';
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;

/** The allowed types and the extension the app gives each in object names. */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

export const MEDIA_ACCEPT = Object.keys(MEDIA_TYPES).join(',');

/** Where each form's uploads go: the first segment of the object name. */
export type MediaFolder = 'gallery' | 'blog' | 'people' | 'logos' | 'stories' | 'sites';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The one sentence that says why `file` cannot be uploaded, or null when it may be. */
export function fileProblem(file: { type: string; size: number }): string | null {
  if (!Object.hasOwn(MEDIA_TYPES, file.type)) return 'This file is not a JPEG, PNG, WebP or AVIF photo. Choose a photo in one of these formats.';
  if (file.size > MAX_MEDIA_BYTES) return `This photo is ${megabytes(file.size)}: photos can be at most 10 MB. Choose a smaller one.`;
  return null;
}

/** The name the app makes for an upload: `<folder>/<random>-<width>x<height>.<ext>` (the bucket's policies accept only these). */
export function mediaObjectName(folder: MediaFolder, type: string, width: number, height: number, id: string = crypto.randomUUID()): string {
  return `${folder}/${id}-${width}x${height}.${MEDIA_TYPES[type] ?? 'jpg'}`;
}
