import { publicNow } from '@/lib/publishing';
import { publicData } from '@/lib/public-api';
import { resourceKeys } from '@/lib/query-keys';
import type { Offer } from '../types';

/** Keys of every offers query; mutations and live updates invalidate `offerKeys.all`. */
export const offerKeys = resourceKeys('offers');

/** What the public pages show of an offer (the publishing columns stay in the back office). */
export const PUBLIC_COLUMNS = 'id, slug, title, season, lead, hero_image, valid_from, valid_until, packages';
export type PublicOffer = Pick<Offer, 'id' | 'slug' | 'title' | 'season' | 'lead' | 'hero_image' | 'valid_from' | 'valid_until' | 'packages'>;

/**
 * The offers a visitor may see, latest start first: enough for the one running, the next announced and the last
 * ended (docs/product.md §9). An agency runs a handful a year, so twelve reach back well over a year.
 */
export async function fetchOffers(): Promise<PublicOffer[]> {
  const { status, before } = publicNow();
  const { data } = await (await publicData())
    .from('offers')
    .select(PUBLIC_COLUMNS)
    .eq('status', status)
    .lte('published_at', before)
    .order('valid_from', { ascending: false })
    .limit(12)
    .throwOnError();
  return data as unknown as PublicOffer[];
}

/*
 * Plain query options, not TanStack's helpers: the home page's link to the running offer reads through its query
 * cache (src/features/offer-pages/components/HomeOfferLink.tsx); useOffers serves the pages without one.
 */
export const offersQueryOptions = () => ({ queryKey: offerKeys.list({ public: true }), queryFn: fetchOffers });
