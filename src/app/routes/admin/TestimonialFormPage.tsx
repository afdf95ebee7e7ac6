import { useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import type { RoutePrefetch } from '@/app/route-data';
import { TestimonialForm, testimonialQueryOptions } from '@/features/testimonials/admin';

export const prefetch: RoutePrefetch = (queryClient, { id }) => (id ? [queryClient.prefetchQuery(testimonialQueryOptions(id))] : []);

export default function TestimonialFormPage() {
  const { id } = useParams();
  const { canEdit } = usePermissions();
  return (
    <>
      <PageMeta title={id ? 'Edit Testimonial' : 'Add New Testimonial'} description="Add or edit a client testimonial." />
      <TestimonialForm id={id} canEdit={canEdit} />
    </>
  );
}
