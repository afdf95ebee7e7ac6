import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { LeadsInboxScreen } from '@/features/leads/admin';

export default function LeadsPage() {
  const { canManageLeads, canDeleteLeads } = usePermissions();
  return (
    <>
      <PageMeta title="Leads" description="Every lead from every form: read, work, export and delete them." />
      <LeadsInboxScreen canManageLeads={canManageLeads} canDeleteLeads={canDeleteLeads} />
    </>
  );
}
