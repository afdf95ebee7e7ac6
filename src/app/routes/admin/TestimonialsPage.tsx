import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { AdminTestimonialList } from '@/features/testimonials/admin';

export default function TestimonialsPage() {
  const { canEdit, canDelete } = usePermissions();
  return (
    <>
      <PageMeta title="Testimonials" description="Manage client testimonials." />
      <AdminTestimonialList canEdit={canEdit} canDelete={canDelete} />
    </>
  );
}
