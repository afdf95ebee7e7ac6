import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { JobsList } from '@/features/jobs/admin';

export default function JobsPage() {
  const { canManageJobs } = usePermissions();
  return (
    <>
      <PageMeta title="Mounting jobs" description="Mounting and dismantling jobs, overdue first, with their crew and proof photos." />
      <JobsList canManageJobs={canManageJobs} />
    </>
  );
}
