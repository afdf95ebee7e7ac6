import type { RoutePrefetch } from '@/app/route-data';
import { galleryCategoriesQueryOptions, galleryImagesQueryOptions, GalleryView } from '@/features/gallery';

/** Every image (the page opens on all categories) and the category filter. */
export const prefetch: RoutePrefetch = (queryClient) => [
  queryClient.prefetchQuery(galleryImagesQueryOptions()),
  queryClient.prefetchQuery(galleryCategoriesQueryOptions()),
];

export default function GalleryPage() {
  return <GalleryView />;
}
