import { useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { ClientForm } from '@/features/clients/admin';

export default function ClientFormPage() {
  const { id } = useParams();
  return (
    <>
      <PageMeta title={id ? 'Edit Client' : 'Add New Client'} description="Add or edit a client." />
      <ClientForm id={id} />
    </>
  );
}
