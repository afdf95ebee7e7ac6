import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { AdminSitesList } from '@/features/sites/admin';

export default function SitesPage() {
  const { canManageSites, canDelete } = usePermissions();
  return (
    <>
      <PageMeta title="Sites" description="The agency's sites: search, edit, bookings, export and import." />
      <AdminSitesList canEdit={canManageSites} canDelete={canDelete} />
    </>
  );
}
