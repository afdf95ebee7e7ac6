import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { galleryImageKeys, type GalleryImage } from './fetch-gallery-images';

/** One gallery image by id; rejects when it does not exist. */
export async function fetchGalleryImage(id: string): Promise<GalleryImage> {
  const { data, error } = await supabase.from('gallery_images').select('*').eq('id', id).single();
  if (error) throw error;
  return data;
}

export const galleryImageQueryOptions = (id: string) =>
  queryOptions({ queryKey: galleryImageKeys.detail(id), queryFn: () => fetchGalleryImage(id) });

/** The image `id`, or nothing to load when `id` is undefined (the upload form). */
export function useGalleryImage(id: string | undefined) {
  return useQuery({ ...galleryImageQueryOptions(id ?? ''), enabled: Boolean(id) });
}
