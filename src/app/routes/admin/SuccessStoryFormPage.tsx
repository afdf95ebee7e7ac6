import { useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { SuccessStoryForm } from '@/features/success-stories/admin';

export default function SuccessStoryFormPage() {
  const { id } = useParams();
  return (
    <>
      <PageMeta title={id ? 'Edit Success Story' : 'Add New Success Story'} description="Add or edit a campaign success story." />
      <SuccessStoryForm id={id} />
    </>
  );
}
