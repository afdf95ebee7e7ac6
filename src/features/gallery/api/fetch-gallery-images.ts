import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { resourceKeys } from '@/lib/query-keys';
import { publicData } from '@/lib/public-api';

export type GalleryImage = Tables<'gallery_images'>;

/** The filter value that means "no category filter". */
export const ALL_CATEGORIES = 'all';

/** Keys of every gallery query; mutations and live updates invalidate `galleryImageKeys.all`. */
export const galleryImageKeys = resourceKeys('gallery-images');

/** Gallery images by sort order, newest first within one, optionally of one category (docs/product.md §7). */
export async function fetchGalleryImages(category: string = ALL_CATEGORIES): Promise<GalleryImage[]> {
  let query = publicData().from('gallery_images').select('*');
  if (category !== ALL_CATEGORIES) query = query.eq('category', category);
  const { data } = await query.order('sort_order', { ascending: true }).order('created_at', { ascending: false }).throwOnError();
  return data;
}

export const galleryImagesQueryOptions = (category: string = ALL_CATEGORIES) =>
  queryOptions({
    queryKey: galleryImageKeys.list({ category }),
    queryFn: () => fetchGalleryImages(category),
    // Switching category keeps the previous grid on screen until the new one arrives: no flash, no jump.
    placeholderData: keepPreviousData,
  });

export function useGalleryImages(category: string = ALL_CATEGORIES) {
  return useQuery(galleryImagesQueryOptions(category));
}
