import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { NewsletterSubscribersScreen } from '@/features/leads/admin';

export default function NewsletterSubscribersPage() {
  const { canManageLeads, canDeleteLeads } = usePermissions();
  return (
    <>
      <PageMeta title="Newsletter Subscribers" description="Read, search, export and delete newsletter subscribers." />
      <NewsletterSubscribersScreen canManageLeads={canManageLeads} canDeleteLeads={canDeleteLeads} />
    </>
  );
}
