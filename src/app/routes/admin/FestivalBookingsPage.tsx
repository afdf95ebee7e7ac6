import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { FestivalBookingsScreen } from '@/features/leads/admin';

export default function FestivalBookingsPage() {
  const { canManageLeads, canDeleteLeads } = usePermissions();
  return (
    <>
      <PageMeta title="Festival Bookings" description="Read, search, export and delete festival offer bookings." />
      <FestivalBookingsScreen canManageLeads={canManageLeads} canDeleteLeads={canDeleteLeads} />
    </>
  );
}
