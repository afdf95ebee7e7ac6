import type { RoutePrefetch } from '@/app/route-data';
import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { MediaLibrary, mediaLibraryQueryOptions } from '@/features/media/admin';

export const prefetch: RoutePrefetch = (queryClient) => [queryClient.prefetchQuery(mediaLibraryQueryOptions())];

export default function MediaPage() {
  const { canEdit, canDelete } = usePermissions();
  return (
    <>
      <PageMeta title="Media" description="Photos uploaded for the site." />
      <MediaLibrary canUpload={canEdit} canDelete={canDelete} />
    </>
  );
}
