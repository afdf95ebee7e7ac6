import type { ComponentProps } from 'react';
import { responsiveSources } from '@/lib/storage-image';

type ResponsiveImageProps = Omit<ComponentProps<'img'>, 'width' | 'height' | 'loading' | 'srcSet'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /**
   * The page's largest picture when it loads (its LCP: the first hero slide, the first tile) loads eagerly
   * with high priority, and React preloads it from the head; everything else lazily. One per page: on a
   * phone more would share the bandwidth with the largest one.
   */
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
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      className={className}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? (sizes ?? `(max-width: ${width}px) 100vw, ${width}px`) : sizes}
      width={width}
      {...props}
    />
  );
}
