import type { RoutePrefetch } from '@/app/route-data';
import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { AdminGalleryList, ALL_CATEGORIES, galleryImagesQueryOptions } from '@/features/gallery/admin';

export const prefetch: RoutePrefetch = (queryClient) => [queryClient.prefetchQuery(galleryImagesQueryOptions(ALL_CATEGORIES))];

export default function GalleryPage() {
  const { canEdit, canDelete } = usePermissions();
  return (
    <>
      <PageMeta title="Project Gallery" description="Manage the project gallery images." />
      <AdminGalleryList canEdit={canEdit} canDelete={canDelete} />
    </>
  );
}
