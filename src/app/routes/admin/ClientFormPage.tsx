import { useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import type { RoutePrefetch } from '@/app/route-data';
import { ClientForm, clientQueryOptions } from '@/features/clients/admin';

export const prefetch: RoutePrefetch = (queryClient, { id }) => (id ? [queryClient.prefetchQuery(clientQueryOptions(id))] : []);

export default function ClientFormPage() {
  const { id } = useParams();
  const { canEdit } = usePermissions();
  return (
    <>
      <PageMeta title={id ? 'Edit Client' : 'Add New Client'} description="Add or edit a client." />
      <ClientForm id={id} canEdit={canEdit} />
    </>
  );
}
