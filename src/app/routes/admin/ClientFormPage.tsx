import { useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import type { RoutePrefetch } from '@/app/route-data';
import { ClientForm, clientQueryOptions } from '@/features/clients/admin';

export const prefetch: RoutePrefetch = (queryClient, { id }) => (id ? [queryClient.prefetchQuery(clientQueryOptions(id))] : []);

export default function ClientFormPage() {
  const { id } = useParams();
  return (
    <>
      <PageMeta title={id ? 'Edit Client' : 'Add New Client'} description="Add or edit a client." />
      <ClientForm id={id} />
    </>
  );
}
