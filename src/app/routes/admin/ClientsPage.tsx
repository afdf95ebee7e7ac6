import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { AdminClientList } from '@/features/clients/admin';

export default function ClientsPage() {
  const { canEdit, canDelete } = usePermissions();
  return (
    <>
      <PageMeta title="Clients" description="Manage the agency's client logos." />
      <AdminClientList canEdit={canEdit} canDelete={canDelete} />
    </>
  );
}
