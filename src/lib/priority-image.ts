import type { ImgHTMLAttributes } from 'react';

declare module 'react' {
  // Merged with React's own declaration, whose type parameter is named T: the name must match.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    /** Element Timing (Chromium): the browser reports when this image first reaches the screen. */
    elementtiming?: string;
  }
}

/**
 * The page's largest picture when it loads (its LCP: the first hero slide, the first tile): eager, high
 * priority, decoded with the frame that shows it. The prerendered page's loader (scripts/prerender.ts)
 * starts the app's code only once the browser reports this image painted (Element Timing), so the code
 * never shares the network with the picture a visitor waits for. One per page.
 */
export const priorityImage = {
  loading: 'eager',
  fetchPriority: 'high',
  decoding: 'sync',
  elementtiming: 'priority',
} as const satisfies ImgHTMLAttributes<HTMLImageElement>;

/**
 * Every other picture: lazy, and low priority even when it is on the screen (Chromium raises a visible
 * image to high unless told), so a portrait or a second tile never slows the largest picture down.
 */
export const secondaryImage = {
  loading: 'lazy',
  fetchPriority: 'low',
  decoding: 'async',
} as const satisfies ImgHTMLAttributes<HTMLImageElement>;
