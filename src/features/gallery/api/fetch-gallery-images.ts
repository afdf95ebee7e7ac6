import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { publicNow } from '@/lib/publishing';
import { resourceKeys } from '@/lib/query-keys';
import { publicData, staffData } from '@/lib/public-api';

export type GalleryImage = Tables<'gallery_images'>;

/** The filter value that means "no category filter". */
export const ALL_CATEGORIES = 'all';

/** Keys of every gallery query; mutations and live updates invalidate `galleryImageKeys.all`. */
export const galleryImageKeys = resourceKeys('gallery-images');

/**
 * Gallery images by sort order, newest first within one, optionally of one category (docs/product.md §7).
 * `unpublished`: drafts and scheduled images too (the admin grid); public pages read only what visitors may see.
 */
export async function fetchGalleryImages(category: string = ALL_CATEGORIES, { unpublished = false } = {}): Promise<GalleryImage[]> {
  let query = (unpublished ? await staffData() : await publicData()).from('gallery_images').select('*');
  if (category !== ALL_CATEGORIES) query = query.eq('category', category);
  if (!unpublished) {
    const { status, before } = publicNow();
    query = query.eq('status', status).lte('published_at', before);
  }
  const { data } = await query.order('sort_order', { ascending: true }).order('created_at', { ascending: false }).throwOnError();
  return data;
}

export const galleryImagesQueryOptions = (category: string = ALL_CATEGORIES, { unpublished = false } = {}) =>
  queryOptions({
    queryKey: galleryImageKeys.list(unpublished ? { category, unpublished } : { category }),
    queryFn: () => fetchGalleryImages(category, { unpublished }),
    // Switching category keeps the previous grid on screen until the new one arrives: no flash, no jump.
    placeholderData: keepPreviousData,
  });

export function useGalleryImages(category: string = ALL_CATEGORIES, options: { unpublished?: boolean } = {}) {
  return useQuery(galleryImagesQueryOptions(category, options));
}
