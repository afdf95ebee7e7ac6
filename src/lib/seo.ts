import { site } from '@/config/site';

/**
 * Search and sharing facts: the public origin, canonical URLs and the default share image. The schema.org
 * data is in json-ld.ts, so the pages without any do not load it.
 */

const DEFAULT_SITE_URL = 'https://www.chennaioutdoormedia.in';

/** The origin crawlers and shared links use (VITE_SITE_URL at build time), without a trailing slash. */
export const siteUrl: string = ((import.meta.env.VITE_SITE_URL as string | undefined) || DEFAULT_SITE_URL).replace(/\/+$/, '');

/** The picture shown when a page without its own image is shared (1200 x 630, a raster format social networks accept). */
export const defaultShareImage = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}`,
} as const;

/** One URL per page: no query, no fragment, no trailing slash (except the home page). */
export function canonicalPath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0].replace(/\/{2,}/g, '/');
  return path.length > 1 ? path.replace(/\/+$/, '') : '/';
}

/** An absolute URL on the public origin; absolute inputs are returned as they are. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
