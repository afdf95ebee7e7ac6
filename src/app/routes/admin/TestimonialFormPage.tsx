import { useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { TestimonialForm } from '@/features/testimonials/admin';

export default function TestimonialFormPage() {
  const { id } = useParams();
  return (
    <>
      <PageMeta title={id ? 'Edit Testimonial' : 'Add New Testimonial'} description="Add or edit a client testimonial." />
      <TestimonialForm id={id} />
    </>
  );
}
