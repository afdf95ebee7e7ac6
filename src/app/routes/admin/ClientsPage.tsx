import type { RoutePrefetch } from '@/app/route-data';
import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { AdminClientList, clientsQueryOptions } from '@/features/clients/admin';

export const prefetch: RoutePrefetch = (queryClient) => [queryClient.prefetchQuery(clientsQueryOptions())];

export default function ClientsPage() {
  const { canEdit, canDelete } = usePermissions();
  return (
    <>
      <PageMeta title="Clients" description="Manage the agency's client logos." />
      <AdminClientList canEdit={canEdit} canDelete={canDelete} />
    </>
  );
}
