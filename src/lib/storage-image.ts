import { imageTransformsEnabled, supabaseUrl } from './env';

/**
 * Responsive sources for images kept in Supabase Storage (docs/decisions/027-media-bucket.md): a public
 * object URL of this project (`/storage/v1/object/public/{bucket}/{name}`, absolute or on the site's
 * origin) becomes a srcset through the transform endpoint (`/storage/v1/render/image/public/...?width=`),
 * which answers WebP to browsers that take it. Any other URL, or transforms turned off with
 * VITE_SUPABASE_IMAGE_TRANSFORMS=off (hosted free plan), keeps the original file.
 */

const OBJECT_PATH = '/storage/v1/object/public/';
const RENDER_PATH = '/storage/v1/render/image/public/';
/**
 * The widths the site asks for; never wider than the original (transforms do not enlarge). 160 is for the
 * small pictures (a 40–56 px portrait, a client's logo): with 400 as the smallest, a phone downloaded
 * ten times the pixels it shows for each of them.
 */
export const SRCSET_WIDTHS = [160, 400, 800, 1200] as const;
const QUALITY = 75;

/** The object path (`bucket/name`) of a public Storage URL of this project, or null for any other URL. */
export function storageObjectPath(src: string, base = supabaseUrl): string | null {
  let url: URL;
  try {
    url = new URL(src, base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin || !url.pathname.startsWith(OBJECT_PATH) || url.search) return null;
  return url.pathname.slice(OBJECT_PATH.length);
}

/** Width and height the app wrote into the object name (`…-1200x800.jpg`), if any. */
export function dimensionsInName(path: string): { width: number; height: number } | null {
  const match = /-([1-9]\d{0,4})x([1-9]\d{0,4})\.[a-z0-9]+$/.exec(path);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

export type ResponsiveSources = { src: string; srcSet?: string };

/** src and srcset for an image `displayWidth` CSS pixels wide (the 1× candidate is the smallest that covers it). */
export function responsiveSources(src: string, displayWidth: number, options = { enabled: imageTransformsEnabled, base: supabaseUrl }): ResponsiveSources {
  const path = options.enabled ? storageObjectPath(src, options.base) : null;
  if (!path) return { src };
  // A path on the site's origin (the stand-in's rows) stays one, so prerendered pages work on any port.
  const origin = src.startsWith('/') ? '' : new URL(options.base).origin;
  const renderUrl = (width: number) => `${origin}${RENDER_PATH}${path}?width=${width}&quality=${QUALITY}`;
  const original = dimensionsInName(path)?.width ?? Number.POSITIVE_INFINITY;
  const widths: number[] = SRCSET_WIDTHS.filter((width) => width < original);
  if (Number.isFinite(original)) widths.push(original);
  const first = widths.find((width) => width >= displayWidth) ?? widths[widths.length - 1] ?? SRCSET_WIDTHS[0];
  return { src: renderUrl(first), srcSet: widths.map((width) => `${renderUrl(width)} ${width}w`).join(', ') };
}
