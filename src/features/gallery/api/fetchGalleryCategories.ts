import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { galleryKey } from './fetchGalleryImages';

/** The categories that have images, A to Z, each once (SPEC section 7: deduplicated on the client). */
export async function fetchGalleryCategories(): Promise<string[]> {
  const { data } = await supabase.from('gallery_images').select('category').order('category', { ascending: true }).throwOnError();
  return [...new Set(data.map((row) => row.category))];
}

export const galleryCategoriesQueryOptions = () =>
  queryOptions({ queryKey: [...galleryKey, 'categories'], queryFn: fetchGalleryCategories });

export function useGalleryCategories() {
  return useQuery(galleryCategoriesQueryOptions());
}
