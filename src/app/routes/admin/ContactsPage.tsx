import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { ContactsScreen } from '@/features/leads/admin';

export default function ContactsPage() {
  const { canManageLeads, canDeleteLeads } = usePermissions();
  return (
    <>
      <PageMeta title="Contact Submissions" description="Read, search, export and delete the contact form's submissions." />
      <ContactsScreen canManageLeads={canManageLeads} canDeleteLeads={canDeleteLeads} />
    </>
  );
}
