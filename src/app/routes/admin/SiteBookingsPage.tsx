import { useParams } from 'react-router';
import type { RoutePrefetch } from '@/app/route-data';
import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { adminSiteQueryOptions, SiteBookings } from '@/features/sites/admin';

export const prefetch: RoutePrefetch = (queryClient, { id = '' }) => [queryClient.prefetchQuery(adminSiteQueryOptions(id))];

export default function SiteBookingsPage() {
  const { id = '' } = useParams();
  const { canManageSites, canDelete, isAdmin } = usePermissions();
  return (
    <>
      <PageMeta title="Site bookings" description="Holds and confirmed bookings of one site." />
      <SiteBookings siteId={id} canEdit={canManageSites} canDelete={canDelete} isAdmin={isAdmin} />
    </>
  );
}
