import type { ComponentProps } from 'react';
import { priorityImage, secondaryImage } from '@/lib/priority-image';
import { responsiveSources } from '@/lib/storage-image';

export type ResponsiveImageProps = Omit<ComponentProps<'img'>, 'width' | 'height' | 'loading' | 'srcSet'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The page's largest picture when it loads (lib/priority-image.ts); React also preloads it from the head. */
  priority?: boolean;
};

/**
 * An <img> with its intrinsic size set, so the layout never shifts while it loads (Tailwind's base
 * styles make it responsive: max-width 100%, height auto). Images from Supabase Storage get a srcset
 * through the transform endpoint (lib/storage-image.ts); `sizes` defaults to the given width.
 */
export function ResponsiveImage({ priority = false, className, src, width, sizes, ...props }: ResponsiveImageProps) {
  const sources = responsiveSources(src, width);
  return (
    <img
      {...(priority ? priorityImage : secondaryImage)}
      className={className}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? imageSizes(width, sizes) : sizes}
      width={width}
      {...props}
    />
  );
}

/** The `sizes` of a picture shown `width` CSS pixels wide at most, unless given. */
const imageSizes = (width: number, sizes?: string) => sizes ?? `(max-width: ${width}px) 100vw, ${width}px`;
