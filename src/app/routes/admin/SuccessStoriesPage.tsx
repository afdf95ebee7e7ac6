import type { RoutePrefetch } from '@/app/route-data';
import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { AdminSuccessStoryList, successStoriesQueryOptions } from '@/features/success-stories/admin';

export const prefetch: RoutePrefetch = (queryClient) => [queryClient.prefetchQuery(successStoriesQueryOptions())];

export default function SuccessStoriesPage() {
  const { canEdit, canDelete } = usePermissions();
  return (
    <>
      <PageMeta title="Success Stories" description="Manage campaign success stories." />
      <AdminSuccessStoryList canEdit={canEdit} canDelete={canDelete} />
    </>
  );
}
