import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { galleryImageKeys } from './fetch-gallery-images';

/** Deletes image `id`; rejects when no row was deleted (row-level security answers a forbidden delete with none). */
export async function deleteGalleryImage(id: string): Promise<void> {
  expectWritten(await supabase.from('gallery_images').delete().eq('id', id).select('id'), 'image', 'delete');
}

export function useDeleteGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryImageKeys.all }),
  });
}
