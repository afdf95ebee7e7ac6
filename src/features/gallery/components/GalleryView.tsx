import { useState } from 'react';
import { CallToAction } from '@/components/CallToAction';
import { PageHero } from '@/components/PageHero';
import { PageLoadError } from '@/components/PageLoadError';
import { loadFailure } from '@/lib/load-failure';
import { PageMeta } from '@/components/PageMeta';
import { useGalleryCategories } from '../api/fetch-gallery-categories';
import { ALL_CATEGORIES, useGalleryImages } from '../api/fetch-gallery-images';
import { GalleryFilter } from './GalleryFilter';
import { GalleryGrid, GalleryGridSkeleton } from './GalleryGrid';

/** The public gallery: category filter over the project grid (docs/product.md §9). */
export function GalleryView() {
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const images = useGalleryImages(category);
  const categories = useGalleryCategories();
  const meta = (
    <PageMeta
      title="Project Gallery"
      description="Billboards, transit, mobile, ambient and BTL campaigns we have run for brands in Chennai and across India."
    />
  );

  const error = loadFailure(images, categories);
  if (error) {
    return (
      <>
        {meta}
        <PageLoadError title="Error Loading Gallery" error={error} />
      </>
    );
  }

  return (
    <>
      {meta}
      <PageHero
        eyebrow="Our work"
        title="Project Gallery"
        description="Hoardings, bus wraps, mall activations and roadshows: a look at campaigns we have planned, built and run."
      />
      <section aria-label="Projects" className="mx-auto max-w-7xl space-y-8 px-4 py-12">
        {categories.data && images.data ? (
          <>
            <GalleryFilter categories={categories.data} selected={category} onSelect={setCategory} />
            <div aria-busy={images.isPlaceholderData} className={images.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <GalleryGrid images={images.data} />
            </div>
          </>
        ) : (
          <GalleryGridSkeleton />
        )}
      </section>
      <CallToAction
        title="Have a Campaign in Mind?"
        text="Tell us where your customers are and we will plan the sites, formats and activations that reach them."
        action="Start Your Project"
      />
    </>
  );
}
