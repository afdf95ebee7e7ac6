import { Gift, X } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useLoad } from '@/lib/use-load';
import { fetchOffers } from '../api/fetch-offers';
import { dismissedOffer, dismissOffer } from '../dismissed-offers';
import { offerDay, runningOffer } from '../offer-timing';
import { discountPercent } from '../types';
import { useClock } from '../use-clock';

/** The element under the header the link hangs in (src/components/layout/SiteHeader.tsx). */
export const OFFER_SLOT_ID = 'offer-link-slot';

/**
 * While an offer runs, a short link to it under the header on every public page but the offer's own (docs/product.md
 * §9). It loads after the page (src/app/layouts/DeferredWidgets.tsx) and hangs below the sticky header instead of
 * pushing the page down, so nothing moves. Closing it is remembered for that offer; the next one shows again.
 */
export function OfferAnnouncement() {
  const { pathname } = useLocation();
  const { result } = useLoad('offers', fetchOffers);
  const [dismissed, setDismissed] = useState(dismissedOffer);
  const { now } = useClock(0);
  const slot = typeof document === 'undefined' ? null : document.getElementById(OFFER_SLOT_ID);
  if (result.status !== 'ready' || !slot) return null;
  const offer = runningOffer(result.data, now);
  if (!offer || offer.id === dismissed || pathname === paths.festival || pathname === paths.offer(offer.slug)) return null;
  const bestDiscount = Math.max(...offer.packages.map(discountPercent));

  const close = () => {
    dismissOffer(offer.id);
    setDismissed(offer.id);
  };

  return createPortal(
    <aside aria-label="Current offer" className="border-b border-rose-900 bg-rose-800 text-white">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-1.5 text-sm">
        <Gift aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
        <Link to={paths.offer(offer.slug)} className="min-w-0 flex-1 truncate py-1 font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
          {offer.title}{bestDiscount > 0 ? `: up to ${bestDiscount}% off` : ''}, till {offerDay(offer.valid_until)}
        </Link>
        <button
          type="button"
          onClick={close}
          aria-label={`Hide the ${offer.title} link`}
          className="-mr-2 inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-rose-700 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </aside>,
    slot,
  );
}
