import type { RoutePrefetch } from '@/app/route-data';
import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { AdminOfferList, adminOffersQueryOptions } from '@/features/offers/admin';

export const prefetch: RoutePrefetch = (queryClient) => [queryClient.prefetchQuery(adminOffersQueryOptions())];

export default function OffersPage() {
  const { canEdit, canDelete } = usePermissions();
  return (
    <>
      <PageMeta title="Offers" description="Manage the agency's seasonal offers." />
      <AdminOfferList canEdit={canEdit} canDelete={canDelete} />
    </>
  );
}
