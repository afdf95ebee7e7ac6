import { BelowPhoneFoldImage } from '@/components/BelowPhoneFoldImage';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import type { GalleryImage } from '../api/fetch-gallery-images';
import { FeaturedBadge } from './FeaturedBadge';

type GalleryCardProps = {
  image: GalleryImage;
  onOpen: (opener: HTMLButtonElement) => void;
  /**
   * The first tile: the page's largest picture on a phone, fetched first. The others are below a phone's
   * first screen and wait for the app there (decision 039).
   */
  priority?: boolean;
};

/**
 * A grid tile; hovering it or focusing its button reveals title, project and client. The button opens the lightbox.
 * It holds only the picture, and the badge and caption sit over it: a button's name must hold the words it shows
 * (WCAG 2.5.3), and 'View <title>' is the name a list of tiles is told apart by.
 */
export function GalleryCard({ image, onOpen, priority = false }: GalleryCardProps) {
  const picture = { src: image.image_url, alt: '', width: 640, height: 480, className: 'aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none' };
  return (
    <div className="group relative">
      <button
        type="button"
        onClick={(event) => onOpen(event.currentTarget)}
        aria-label={`View ${image.title}`}
        className="block aspect-[4/3] w-full overflow-hidden rounded-xl bg-slate-200 text-left"
      >
        {priority ? <ResponsiveImage {...picture} priority /> : <BelowPhoneFoldImage {...picture} />}
      </button>
      {image.featured && (
        <span className="pointer-events-none absolute top-3 left-3">
          <FeaturedBadge />
        </span>
      )}
      <span className="pointer-events-none absolute inset-0 flex flex-col rounded-xl justify-end bg-gradient-to-t from-slate-950/85 via-slate-950/30 to-transparent p-4 text-white opacity-0 transition-opacity group-hover:opacity-100 group-has-focus-visible:opacity-100">
        <span className="text-lg font-semibold">{image.title}</span>
        {image.project_name && <span className="text-sm text-slate-200">{image.project_name}</span>}
        {image.client_name && <span className="text-sm text-slate-300">{image.client_name}</span>}
      </span>
    </div>
  );
}
