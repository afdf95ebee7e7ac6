import { ResponsiveImage, type ResponsiveImageProps } from './ResponsiveImage';
import { useHydrated } from './useHydrated';

/**
 * A transparent pixel: what a phone shows until the app lets it load the picture. Without any source,
 * Chromium drew a broken-image icon in the grey box.
 */
export const PICTURE_PENDING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Below Tailwind's `md`: a phone, where lists stack their cards, so a later card is below the first screen. */
export const PHONE_SCREEN = 'not all and (min-width: 48rem)';

/**
 * A ResponsiveImage below the first screen on a phone (a list's later cards, their portraits). The <img>
 * has its address in the HTML (for crawlers and wider screens), but in the prerendered page a <source>
 * gives phones a transparent pixel instead; the app removes that <source> once it has hydrated, and the
 * picture then loads lazily as every other. So on a phone it never shares the network with the page's
 * largest picture and code (decision 039). Server and hydrating browser render the same markup; the
 * <img> keeps its box throughout.
 */
export function BelowPhoneFoldImage(props: Omit<ResponsiveImageProps, 'priority'>) {
  const hydrated = useHydrated();
  return (
    // `contents`: the <img> stays the box its parent lays out (a flex item, a full-width block).
    <picture className="contents">
      {!hydrated && <source media={PHONE_SCREEN} srcSet={PICTURE_PENDING} />}
      <ResponsiveImage {...props} />
    </picture>
  );
}
