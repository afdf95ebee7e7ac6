import type { RoutePrefetch } from '@/app/route-data';
import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { AdminTestimonialList, testimonialsQueryOptions } from '@/features/testimonials/admin';

export const prefetch: RoutePrefetch = (queryClient) => [queryClient.prefetchQuery(testimonialsQueryOptions())];

export default function TestimonialsPage() {
  const { canEdit, canDelete } = usePermissions();
  return (
    <>
      <PageMeta title="Testimonials" description="Manage client testimonials." />
      <AdminTestimonialList canEdit={canEdit} canDelete={canDelete} />
    </>
  );
}
