import { responsiveSources } from '@/lib/storage-image';
import { imageSizes, ResponsiveImage, type ResponsiveImageProps } from './ResponsiveImage';
import { useHydrated } from './useHydrated';

/**
 * A transparent pixel: the <img> a phone uses until the app gives it its address. Without any source,
 * Chromium drew a broken-image icon in the grey box.
 */
export const PICTURE_PENDING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Tailwind's `md`: from here up, lists lay their cards side by side, so a later card can share the first screen. */
const WIDE_SCREEN = '(min-width: 48rem)';

/**
 * A ResponsiveImage below the first screen on a phone (a list's later cards, their portraits). In the
 * prerendered page only wider screens load it (the <source>); the <img>, which a phone uses, gets its
 * address once the app has hydrated, and then loads lazily as every other picture. So on a phone it never
 * shares the network with the page's largest picture and code (decision 039). Server and hydrating browser
 * render the same markup; the <img> keeps its box throughout.
 */
export function BelowPhoneFoldImage(props: Omit<ResponsiveImageProps, 'priority'>) {
  const hydrated = useHydrated();
  const sources = responsiveSources(props.src, props.width);
  return (
    // `contents`: the <img> stays the box its parent lays out (a flex item, a full-width block).
    <picture className="contents">
      <source media={WIDE_SCREEN} srcSet={sources.srcSet ?? sources.src} sizes={sources.srcSet ? imageSizes(props.width, props.sizes) : props.sizes} />
      <ResponsiveImage {...props} src={hydrated ? props.src : PICTURE_PENDING} />
    </picture>
  );
}
