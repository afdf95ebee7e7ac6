import type { ComponentProps } from 'react';

type ResponsiveImageProps = Omit<ComponentProps<'img'>, 'width' | 'height' | 'loading'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold images (the first hero slide) load eagerly with high priority; everything else lazily. */
  priority?: boolean;
};

/**
 * An <img> with its intrinsic size set, so the layout never shifts while it loads (Tailwind's base
 * styles make it responsive: max-width 100%, height auto).
 */
export function ResponsiveImage({ priority = false, className, ...props }: ResponsiveImageProps) {
  return (
    <img
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      className={className}
      {...props}
    />
  );
}
