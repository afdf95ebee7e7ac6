import { useLoaderData } from 'react-router';
import { FestivalOffer, readOffers } from '@/features/offer-pages';

/**
 * The offers a visitor may see, read before the page renders: the prerendered page holds them in its router data,
 * so it needs no query cache (docs/decisions/061); the page picks the one running.
 */
export const loader = () => readOffers();

export default function FestivalOfferPage() {
  return <FestivalOffer reading={useLoaderData<typeof loader>()} />;
}
