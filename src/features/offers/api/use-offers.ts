import { useLoad } from '@/lib/use-load';
import { fetchOffers } from './fetch-offers';

/**
 * The offers for what reads without the query cache (docs/architecture.md, "Reading data"): the link to the running
 * offer under the header (src/app/layouts/OfferAnnouncement.tsx) and the offer pages' fresh read.
 */
export function useOffers() {
  return useLoad('offers', fetchOffers);
}
