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

/** Where uploads go, the first segment of the object name: each form's folder, and `library` for the Media screen's own. */
export type MediaFolder = 'gallery' | 'blog' | 'people' | 'logos' | 'stories' | 'sites' | 'library';

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

/** Names cameras and phones give (`IMG_2041.jpg`, `PXL_20261104_093012.jpg`, `WhatsApp Image 2026-…`): no title in them. */
const CAMERA_NAME = /^(img|dsc|dscn|dcim|pxl|mvimg|photo|image|screenshot|screen shot|whatsapp image|signal)[\s_-]*\d/i;

/**
 * A title a person would write from a photo's file name, offered for a form's title field:
 * `chennai-omr-hoarding.jpg` → `Chennai omr hoarding`. Empty for a name that says nothing (a camera's `IMG_2041.jpg`).
 */
export function readableTitle(fileName: string | null | undefined): string {
  const words = (fileName ?? '')
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[\s_.-]+/g, ' ')
    .trim();
  if (!/\p{L}{2}/u.test(words) || CAMERA_NAME.test(words)) return '';
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, 120);
}
