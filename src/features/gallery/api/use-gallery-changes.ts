import { useQueryClient } from '@tanstack/react-query';
import { useTableChanges } from '@/lib/realtime';
import { galleryImageKeys } from './fetch-gallery-images';

/** Reloads every gallery query on any insert, update or delete (docs/product.md §4: the gallery list reloads on any change). */
export function useGalleryChanges() {
  const queryClient = useQueryClient();
  useTableChanges('gallery_images', () => {
    void queryClient.invalidateQueries({ queryKey: galleryImageKeys.all });
  });
}
