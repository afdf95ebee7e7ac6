/**
 * Where a creative goes in the proofs bucket (docs/decisions/057): creatives/<campaign id>/<slug>.<ext>, the storage
 * policy's shape (lower-case letters, digits and dashes, at most 80, then .jpg, .png, .webp or .pdf), at most 10 MB.
 */

export const CREATIVE_MAX_BYTES = 10 * 1024 * 1024;
const SLUG_MAX = 80;

/** The file types the bucket takes, by MIME type, with the extension the policy wants. */
const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };
const imageTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const ARTWORK_ACCEPT = Object.keys(extensions).join(',');
export const PREVIEW_ACCEPT = [...imageTypes].join(',');

export const isPdf = (file: { type: string }) => file.type === 'application/pdf';
export const isCreativeImagePath = (path: string) => /\.(jpg|png|webp)$/.test(path);

/** Why `file` cannot be a creative (or its preview, `asPreview`), or null when it can. */
export function creativeFileProblem(file: { type: string; size: number }, asPreview = false): string | null {
  const allowed = asPreview ? imageTypes.has(file.type) : Object.hasOwn(extensions, file.type);
  if (!allowed) return asPreview ? 'The preview must be a JPEG, PNG or WebP image.' : 'The artwork must be a JPEG, PNG or WebP image, or a PDF.';
  if (file.size > CREATIVE_MAX_BYTES) return `${asPreview ? 'The preview' : 'The artwork'} is larger than 10 MB: export a smaller file.`;
  return null;
}

/**
 * The file's name as the policy's slug: lower case, runs of anything else as one dash, no dash at either end, with
 * `suffix` (which keeps two uploads of one name apart: the bucket replaces nothing) and within 80 characters.
 */
export function creativeSlug(fileName: string, suffix: string): string {
  const base = fileName
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const tail = `-${suffix}`;
  const head = (base || 'creative').slice(0, SLUG_MAX - tail.length).replace(/-+$/, '');
  return `${head}${tail}`;
}

/** creatives/<campaign>/<slug>.<ext> for `file`. */
export function creativePath(campaignId: string, slug: string, file: { type: string }): string {
  return `creatives/${campaignId}/${slug}.${extensions[file.type] ?? 'bin'}`;
}
