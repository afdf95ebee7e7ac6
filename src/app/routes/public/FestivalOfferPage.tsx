import type { RoutePrefetch } from '@/app/route-data';
import { FestivalOffer } from '@/features/festival';
import { offersQueryOptions } from '@/features/offers';

/** The offers a visitor may see: the page picks the one running (docs/product.md §9). */
export const prefetch: RoutePrefetch = (queryClient) => [queryClient.prefetchQuery(offersQueryOptions())];

export default function FestivalOfferPage() {
  return <FestivalOffer />;
}
