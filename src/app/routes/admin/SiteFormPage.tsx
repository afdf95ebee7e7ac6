import { useParams } from 'react-router';
import type { RoutePrefetch } from '@/app/route-data';
import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { adminSiteQueryOptions, SiteForm } from '@/features/sites/admin';

export const prefetch: RoutePrefetch = (queryClient, { id }) => (id ? [queryClient.prefetchQuery(adminSiteQueryOptions(id))] : []);

export default function SiteFormPage() {
  const { id } = useParams();
  const { canManageSites } = usePermissions();
  return (
    <>
      <PageMeta title={id ? 'Edit Site' : 'Add Site'} description="Add or edit a site of the inventory." />
      <SiteForm id={id} canEdit={canManageSites} />
    </>
  );
}
