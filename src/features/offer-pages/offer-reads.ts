import { fetchOffer, fetchOffers, useOffers, type PublicOffer } from '@/features/offers';
import { useLoad } from '@/lib/use-load';

/**
 * What an offer page renders from: the offers a visitor may see (null: not read, the page reads them in the browser)
 * and when they were read. The route's loader reads them, so a prerendered page holds them in its router data and
 * needs no query cache (docs/decisions/061); the moment lets hydration reckon the countdown as the build did.
 */
export type OfferReading = { offers: PublicOffer[] | null; readAt: number };
export type OfferPageReading = OfferReading & { offer: PublicOffer | null | undefined };

/** For /festivaloffer2025. A failed read is not an error page: the page reads again in the browser. */
export async function readOffers(): Promise<OfferReading> {
  const offers = await fetchOffers().catch(() => null);
  return { offers, readAt: Date.now() };
}

/** For /offers/{slug}: the offer (undefined: not read) and the others its ended state points to. */
export async function readOfferPage(slug: string): Promise<OfferPageReading> {
  const [offer, offers] = await Promise.all([fetchOffer(slug).catch(() => undefined), fetchOffers().catch(() => null)]);
  return { offer, offers, readAt: Date.now() };
}

/**
 * The offers as the database has them now. The page shows what it was rendered with, then reads again once in the
 * browser (a prerendered page is as old as the last build) and shows the answer; `settled` once that read is over.
 */
export function useFreshOffers(reading: OfferReading): { offers: PublicOffer[] | null; settled: boolean } {
  const { result } = useOffers();
  if (result.status === 'ready') return { offers: unlessChanged(result.data, reading.offers), settled: true };
  return { offers: reading.offers, settled: result.status === 'error' };
}

/**
 * The rendered answer when the fresh one says the same: the booking form's part of the page hydrates when its code
 * arrives only if its props are the ones it was rendered with, and so keeps what a visitor typed before
 * (src/components/lazyIsland.tsx).
 */
function unlessChanged<T>(fresh: T, rendered: T): T {
  return rendered !== undefined && JSON.stringify(fresh) === JSON.stringify(rendered) ? rendered : fresh;
}

/** The page's offer as the database has it now; null once it is gone, undefined while neither read has it. */
export function useFreshOffer(slug: string, reading: OfferPageReading): { offer: PublicOffer | null | undefined; offers: PublicOffer[] } {
  const { result } = useLoad(`offer:${slug}`, () => fetchOffer(slug));
  const { offers } = useFreshOffers(reading);
  const offer = result.status === 'ready' ? unlessChanged(result.data, reading.offer) : reading.offer;
  return { offer: offer === undefined && result.status === 'error' ? null : offer, offers: offers ?? [] };
}
