import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { AdminSuccessStoryList } from '@/features/success-stories/admin';

export default function SuccessStoriesPage() {
  const { canEdit, canDelete } = usePermissions();
  return (
    <>
      <PageMeta title="Success Stories" description="Manage campaign success stories." />
      <AdminSuccessStoryList canEdit={canEdit} canDelete={canDelete} />
    </>
  );
}
