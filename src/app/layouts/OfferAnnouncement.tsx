import { Gift, X } from 'lucide-react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import { bestDiscount, dismissOffer, offerDay, runningOffer, useClock, useDismissedOffer, useOffers } from '@/features/offers';

/** The element under the header the link hangs in (src/components/layout/SiteHeader.tsx). */
const OFFER_SLOT_ID = 'offer-link-slot';

/** Not on the offer's own pages, nor on the home page, which has its own link below its hero (src/features/offer-pages/components/HomeOfferLink.tsx). */
const showsLinkOn = (pathname: string, slug: string) => ![paths.home, paths.festival, paths.offer(slug)].includes(pathname);

/**
 * While an offer runs, a short link to it under the header on every public page but the offer's own (docs/product.md
 * §9). It loads after the page (./DeferredWidgets.tsx) and hangs below the sticky header instead of
 * pushing the page down, so nothing moves. Closing it is remembered for that offer; the next one shows again.
 */
export function OfferAnnouncement() {
  const { pathname } = useLocation();
  const { result } = useOffers();
  const dismissed = useDismissedOffer();
  const { now } = useClock(0);
  const slot = typeof document === 'undefined' ? null : document.getElementById(OFFER_SLOT_ID);
  if (result.status !== 'ready' || !slot) return null;
  const offer = runningOffer(result.data, now);
  if (!offer || offer.id === dismissed || !showsLinkOn(pathname, offer.slug)) return null;
  const discount = bestDiscount(offer.packages);

  return createPortal(
    <div className="border-b border-rose-900 bg-rose-800 text-white">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-1.5 text-sm">
        <Gift aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
        <Link to={paths.offer(offer.slug)} className="min-w-0 flex-1 truncate py-1 font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
          {offer.title}
          <span className="hidden sm:inline">
            {discount > 0 ? `: up to ${discount}% off` : ''}, till {offerDay(offer.valid_until)}
          </span>
        </Link>
        <button
          type="button"
          onClick={() => dismissOffer(offer.id)}
          aria-label={`Hide the ${offer.title} link`}
          className="-mr-2 inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-rose-700 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>,
    slot,
  );
}
