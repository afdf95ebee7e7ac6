import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { AdminSitesList } from '@/features/sites/admin';

export default function SitesPage() {
  const { canEdit, canDelete } = usePermissions();
  return (
    <>
      <PageMeta title="Sites" description="The agency's sites: search, edit, bookings, export and import." />
      <AdminSitesList canEdit={canEdit} canDelete={canDelete} />
    </>
  );
}
