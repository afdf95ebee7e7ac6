import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { ResourceDownloadsScreen } from '@/features/leads/admin';

export default function ResourceDownloadsPage() {
  const { canManageLeads, canDeleteLeads } = usePermissions();
  return (
    <>
      <PageMeta title="Resource Downloads" description="Read, search, export and delete the leads of gated resource downloads." />
      <ResourceDownloadsScreen canManageLeads={canManageLeads} canDeleteLeads={canDeleteLeads} />
    </>
  );
}
