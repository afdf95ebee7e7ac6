import { PageMeta } from '@/components/PageMeta';
import { useAuth, usePermissions } from '@/features/auth';
import { StaffScreen } from '@/features/staff/admin';

export default function StaffPage() {
  const { user } = useAuth();
  const { isAdmin } = usePermissions();
  return (
    <>
      <PageMeta title="Staff" description="Invite staff, change their roles and remove access." />
      <StaffScreen isAdmin={isAdmin} selfId={user?.id} />
    </>
  );
}
