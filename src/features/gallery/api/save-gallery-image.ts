import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesInsert } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { updateUnlessChanged } from '@/features/editing/admin';
import { galleryImageKeys } from './fetch-gallery-images';

export type GalleryImageInput = Pick<
  TablesInsert<'gallery_images'>,
  'title' | 'description' | 'image_url' | 'category' | 'project_name' | 'client_name' | 'location' | 'year' | 'tags' | 'featured' | 'sort_order'
>;

/** Inserts a new image (no id) or updates image `id`; the database trigger stamps updated_at. */
export async function saveGalleryImage({ id, values, loadedAt }: { id?: string; values: GalleryImageInput; loadedAt?: string }): Promise<void> {
  if (id) return updateUnlessChanged('gallery_images', id, values, loadedAt);
  expectWritten(await supabase.from('gallery_images').insert(values).select('id'), 'image', 'save');
}

export function useSaveGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGalleryImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryImageKeys.all }),
  });
}
