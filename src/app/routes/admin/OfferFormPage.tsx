import { useParams } from 'react-router';
import type { RoutePrefetch } from '@/app/route-data';
import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { OfferForm, staffOfferQueryOptions } from '@/features/offers/admin';

export const prefetch: RoutePrefetch = (queryClient, { id }) => (id ? [queryClient.prefetchQuery(staffOfferQueryOptions(id))] : []);

export default function OfferFormPage() {
  const { id } = useParams();
  const { canEdit } = usePermissions();
  return (
    <>
      <PageMeta title={id ? 'Edit Offer' : 'New Offer'} description="Write or edit a seasonal offer." />
      <OfferForm id={id} canEdit={canEdit} />
    </>
  );
}
