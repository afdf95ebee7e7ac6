import { useState } from 'react';
import type { GalleryImage } from '../api/fetch-gallery-images';
import { GalleryCard } from './GalleryCard';
import { GalleryLightbox } from './GalleryLightbox';

/** The project grid and its lightbox; closing the lightbox puts focus back on the card that opened it. */
export function GalleryGrid({ images }: { images: GalleryImage[] }) {
  const [open, setOpen] = useState<{ index: number; opener: HTMLElement } | null>(null);

  if (images.length === 0) {
    return <p className="py-16 text-center text-slate-600">No projects found for the selected category.</p>;
  }

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {images.map((image, position) => (
          <li key={image.id}>
            <GalleryCard
              image={image}
              priority={position === 0}
              onOpen={(opener) => setOpen({ index: position, opener })}
            />
          </li>
        ))}
      </ul>
      {open && open.index < images.length && (
        <GalleryLightbox
          images={images}
          index={open.index}
          onIndexChange={(index) => setOpen({ ...open, index })}
          onClose={() => setOpen(null)}
          returnFocusTo={open.opener}
        />
      )}
    </>
  );
}

/** Placeholder tiles with the grid's geometry while the first page of images loads. */
export function GalleryGridSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading projects" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, tile) => (
        <li key={tile} className="aspect-[4/3] animate-pulse rounded-xl bg-slate-200 motion-reduce:animate-none" />
      ))}
    </ul>
  );
}
