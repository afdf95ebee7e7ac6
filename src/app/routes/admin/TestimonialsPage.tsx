import { PageMeta } from '@/components/PageMeta';
import { AdminTestimonialList } from '@/features/testimonials/components/admin/AdminTestimonialList';

/** SPEC section 6: the testimonials screen shows no permission checks (the database still enforces them). */
export default function TestimonialsPage() {
  return (
    <>
      <PageMeta title="Testimonials" description="Manage client testimonials." />
      <AdminTestimonialList />
    </>
  );
}
