import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicData } from '@/lib/public-api';
import { galleryImageKeys } from './fetch-gallery-images';

/** The categories that have images, A to Z, each once (docs/product.md §7: deduplicated on the client). */
export async function fetchGalleryCategories(): Promise<string[]> {
  const { data } = await (await publicData()).from('gallery_images').select('category').order('category', { ascending: true }).throwOnError();
  return [...new Set(data.map((row) => row.category))];
}

export const galleryCategoriesQueryOptions = () =>
  queryOptions({ queryKey: galleryImageKeys.list({ distinct: 'category' }), queryFn: fetchGalleryCategories });

export function useGalleryCategories() {
  return useQuery(galleryCategoriesQueryOptions());
}
