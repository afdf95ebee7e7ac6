import { useQuery } from '@tanstack/react-query';
import { offerQueryOptions, offersQueryOptions } from '@/features/offers';

/** The offers a visitor may see (the festival page picks the one running). */
export function useOffers() {
  return useQuery(offersQueryOptions());
}

/** One offer by its address, or null. */
export function useOffer(slug: string) {
  return useQuery(offerQueryOptions(slug));
}
