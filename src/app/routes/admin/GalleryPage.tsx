import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { AdminGalleryList } from '@/features/gallery/admin';

export default function GalleryPage() {
  const { canEdit, canDelete } = usePermissions();
  return (
    <>
      <PageMeta title="Project Gallery" description="Manage the project gallery images." />
      <AdminGalleryList canEdit={canEdit} canDelete={canDelete} />
    </>
  );
}
