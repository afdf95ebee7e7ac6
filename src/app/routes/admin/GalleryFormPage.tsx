import { useParams } from 'react-router';
import type { RoutePrefetch } from '@/app/route-data';
import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { GalleryImageForm, galleryImageQueryOptions } from '@/features/gallery/admin';

export const prefetch: RoutePrefetch = (queryClient, { id }) => (id ? [queryClient.prefetchQuery(galleryImageQueryOptions(id))] : []);

export default function GalleryFormPage() {
  const { id } = useParams();
  const { canEdit } = usePermissions();
  return (
    <>
      <PageMeta title={id ? 'Edit Gallery Image' : 'Upload New Image'} description="Upload or edit a project gallery image." />
      <GalleryImageForm id={id} canEdit={canEdit} />
    </>
  );
}
