import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { SitesImport } from '@/features/sites/admin';

export default function SitesImportPage() {
  const { canManageSites } = usePermissions();
  return (
    <>
      <PageMeta title="Import sites" description="Import or update sites from a CSV file." />
      <SitesImport canEdit={canManageSites} />
    </>
  );
}
