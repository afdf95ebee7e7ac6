import { useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import type { RoutePrefetch } from '@/app/route-data';
import { SuccessStoryForm, successStoryQueryOptions } from '@/features/success-stories/admin';

export const prefetch: RoutePrefetch = (queryClient, { id }) => (id ? [queryClient.prefetchQuery(successStoryQueryOptions(id))] : []);

export default function SuccessStoryFormPage() {
  const { id } = useParams();
  const { canEdit } = usePermissions();
  return (
    <>
      <PageMeta title={id ? 'Edit Success Story' : 'Add New Success Story'} description="Add or edit a campaign success story." />
      <SuccessStoryForm id={id} canEdit={canEdit} />
    </>
  );
}
