import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Gift, X } from 'lucide-react';
import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import { bestDiscount, dismissOffer, offerDay, offersQueryOptions, runningOffer, useClock, useDismissedOffer } from '@/features/offers';

/**
 * The home page's short link to the offer running now (docs/product.md §9), below the hero: in the prerendered page
 * with its data (the home page reads it in the query cache, with its other sections), gone once the offer ends, and
 * closable, which the header's link remembers too.
 */
export function HomeOfferLink() {
  const offers = useQuery(offersQueryOptions());
  const { now } = useClock(offers.dataUpdatedAt);
  const dismissed = useDismissedOffer();
  const offer = offers.data ? runningOffer(offers.data, now) : undefined;
  if (!offer || offer.id === dismissed) return null;
  const discount = bestDiscount(offer.packages);
  return (
    <section aria-label="Current offer" className="bg-rose-900 text-white">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-4">
        <Gift aria-hidden="true" className="size-6 shrink-0 text-amber-200" />
        <p className="min-w-0 flex-1">
          <span className="font-semibold">{offer.title}</span>
          {discount > 0 && <>: up to {discount}% off</>}, till {offerDay(offer.valid_until)}.{' '}
          <Link to={paths.offer(offer.slug)} className="inline-flex items-center gap-1 font-semibold text-amber-200 underline underline-offset-2 hover:text-white">
            See the packages
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
        <button
          type="button"
          onClick={() => dismissOffer(offer.id)}
          aria-label={`Hide the ${offer.title} link`}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-rose-800 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
