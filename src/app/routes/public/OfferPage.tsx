import { useParams } from 'react-router';
import type { RoutePrefetch } from '@/app/route-data';
import { OfferPage as OfferView } from '@/features/festival';
import { offerQueryOptions, offersQueryOptions } from '@/features/offers';

/** The offer, and the others its ended state points to. */
export const prefetch: RoutePrefetch = (queryClient, { slug = '' }) => [
  queryClient.prefetchQuery(offerQueryOptions(slug)),
  queryClient.prefetchQuery(offersQueryOptions()),
];

export default function OfferPage() {
  const { slug = '' } = useParams();
  return <OfferView slug={slug} />;
}
