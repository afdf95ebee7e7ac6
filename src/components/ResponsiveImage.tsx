import type { ComponentProps } from "react";
import { priorityImage, secondaryImage } from "@/lib/priority-image";
import { responsiveSources } from "@/lib/storage-image";
import { useHydrated } from "./useHydrated";

/**
 * A transparent pixel: the <img> a phone uses until the app gives it its address. Without any source,
 * Chromium drew a broken-image icon in the grey box.
 */
export const PICTURE_PENDING =
  "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/** Tailwind's `md`: from here up, lists lay their cards side by side, so a later card can share the first screen. */
const WIDE_SCREEN = "(min-width: 48rem)";

type ResponsiveImageProps = Omit<
  ComponentProps<"img">,
  "width" | "height" | "loading" | "srcSet"
> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The page's largest picture when it loads (lib/priority-image.ts); React also preloads it from the head. */
  priority?: boolean;
  /**
   * Below the first screen on a phone (a list's later cards, their portraits): in the prerendered page only
   * wider screens load it; a phone asks for it once the app runs (then lazily, as every other picture), so
   * it never shares the network with the page's largest picture and code (decision 039).
   */
  belowPhoneFold?: boolean;
};

/**
 * An <img> with its intrinsic size set, so the layout never shifts while it loads (Tailwind's base
 * styles make it responsive: max-width 100%, height auto). Images from Supabase Storage get a srcset
 * through the transform endpoint (lib/storage-image.ts); `sizes` defaults to the given width.
 */
export function ResponsiveImage({
  belowPhoneFold = false,
  ...props
}: ResponsiveImageProps) {
  return belowPhoneFold ? (
    <PictureAfterPhoneHydration {...props} />
  ) : (
    <SizedImage {...props} />
  );
}

type SizedImageProps = Omit<ResponsiveImageProps, "belowPhoneFold"> & {
  withoutSource?: boolean;
};

/** src, srcset and the sizes that go with them (the given width unless told). */
function sourcesFor({
  src,
  width,
  sizes,
}: Pick<SizedImageProps, "src" | "width" | "sizes">) {
  const sources = responsiveSources(src, width);
  return {
    ...sources,
    sizes: sources.srcSet
      ? (sizes ?? `(max-width: ${width}px) 100vw, ${width}px`)
      : sizes,
  };
}

function SizedImage({
  priority = false,
  withoutSource = false,
  className,
  src,
  width,
  sizes,
  ...props
}: SizedImageProps) {
  const sources = sourcesFor({ src, width, sizes });
  return (
    <img
      {...(priority ? priorityImage : secondaryImage)}
      className={className}
      src={withoutSource ? PICTURE_PENDING : sources.src}
      srcSet={withoutSource ? undefined : sources.srcSet}
      sizes={sources.sizes}
      width={width}
      {...props}
    />
  );
}

/** Wider screens load it from the HTML (the <source>); the <img>, which a phone uses, gets its address with the app. */
function PictureAfterPhoneHydration(props: SizedImageProps) {
  const hydrated = useHydrated();
  const sources = sourcesFor(props);
  return (
    // `contents`: the <img> stays the box its parent lays out (a flex item, a full-width block).
    <picture className="contents">
      <source
        media={WIDE_SCREEN}
        srcSet={sources.srcSet ?? sources.src}
        sizes={sources.sizes}
      />
      <SizedImage {...props} withoutSource={!hydrated} />
    </picture>
  );
}
