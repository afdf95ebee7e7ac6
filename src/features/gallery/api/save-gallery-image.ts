import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesInsert } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { galleryImageKeys } from './fetch-gallery-images';

export type GalleryImageInput = Pick<
  TablesInsert<'gallery_images'>,
  'title' | 'description' | 'image_url' | 'category' | 'project_name' | 'client_name' | 'location' | 'year' | 'tags' | 'featured' | 'sort_order'
>;

/** Inserts a new image (no id) or updates image `id`; the database trigger stamps updated_at. */
export async function saveGalleryImage({ id, values }: { id?: string; values: GalleryImageInput }): Promise<void> {
  const query = id ? supabase.from('gallery_images').update(values).eq('id', id) : supabase.from('gallery_images').insert(values);
  expectWritten(await query.select('id'), 'image', 'save');
}

export function useSaveGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGalleryImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryImageKeys.all }),
  });
}
