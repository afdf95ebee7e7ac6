import { useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { JobScreen } from '@/features/jobs/admin';

export default function JobPage() {
  const { id = '' } = useParams();
  const { canManageJobs } = usePermissions();
  return (
    <>
      <PageMeta title="Mounting job" description="A job's site, crew, creative and proof photos, to approve or ask for a re-shoot." />
      <JobScreen key={id} id={id} canManageJobs={canManageJobs} />
    </>
  );
}
