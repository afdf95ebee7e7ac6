import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { galleryImageKeys } from './fetch-gallery-images';

/** Sets or clears image `id`'s featured flag (the list's Feature toggle). */
export async function setGalleryImageFeatured({ id, featured }: { id: string; featured: boolean }): Promise<void> {
  const update = supabase.from('gallery_images').update({ featured }).eq('id', id);
  expectWritten(await update.select('id'), 'image', 'save');
}

/** The list reloads after the change (docs/product.md §4: the gallery list reloads on any change). */
export function useSetGalleryImageFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGalleryImageFeatured,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryImageKeys.all }),
  });
}
