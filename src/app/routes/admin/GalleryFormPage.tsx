import { useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { GalleryImageForm } from '@/features/gallery/admin';

export default function GalleryFormPage() {
  const { id } = useParams();
  const { canEdit } = usePermissions();
  return (
    <>
      <PageMeta title={id ? 'Edit Gallery Image' : 'Upload New Image'} description="Upload or edit a project gallery image." />
      <GalleryImageForm id={id} canEdit={canEdit} />
    </>
  );
}
