import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { ActivityScreen } from '@/features/activity/admin';

export default function ActivityPage() {
  const { isAdmin } = usePermissions();
  return (
    <>
      <PageMeta title="Activity" description="Who created, changed or deleted what, and when." />
      <ActivityScreen isAdmin={isAdmin} />
    </>
  );
}
