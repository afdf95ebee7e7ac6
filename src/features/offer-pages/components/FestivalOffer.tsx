import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '@/components/Button';
import { PageMeta } from '@/components/PageMeta';
import { paths } from '@/config/paths';
import { runningOffer, useClock } from '@/features/offers';
import { useFreshOffer, useFreshOffers, type OfferPageReading, type OfferReading } from '../offer-reads';
import { NoOfferRunning } from './NoOfferRunning';
import { OfferLanding } from './OfferLanding';

/** While the offers are read (a page opened without prerendered data): a screen high, so the footer waits below. */
function OfferLoading() {
  return (
    <section className="flex min-h-screen items-start justify-center bg-rose-950 px-4 py-24 text-white">
      <p role="status">Loading the offer...</p>
    </section>
  );
}

function OfferNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <PageMeta title="Offer Not Found" description="The offer you're looking for doesn't exist or has been moved." noindex />
      <h1 className="text-3xl font-bold text-slate-900">Offer Not Found</h1>
      <p className="mt-3 text-slate-700">The offer you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <ButtonLink to={paths.festival} className="mt-8">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        See Our Current Offer
      </ButtonLink>
    </section>
  );
}

/**
 * /festivaloffer2025: the offer running now, or the ended state (docs/product.md §9). Once the browser's clock runs
 * and the fresh read is in, the page keeps to the offer it shows, so at its end it says that it ended instead of
 * quietly becoming another offer.
 */
export function FestivalOffer({ reading }: { reading: OfferReading }) {
  const { offers, settled } = useFreshOffers(reading);
  const { now, ticking } = useClock(reading.readAt);
  const [shownId, setShownId] = useState<string | null>(null);
  if (!offers) return settled ? <NoOfferRunning offers={[]} now={now} /> : <OfferLoading />;
  const shown = offers.find((offer) => offer.id === shownId) ?? runningOffer(offers, now);
  if (ticking && settled && shownId === null && shown) setShownId(shown.id);
  if (!shown) return <NoOfferRunning offers={offers} now={now} />;
  return <OfferLanding key={shown.id} offer={shown} offers={offers} now={now} ticking={ticking} path={paths.festival} />;
}

/** /offers/{slug}: one offer's own page, whatever its phase. */
export function OfferPage({ slug, reading }: { slug: string; reading: OfferPageReading }) {
  const { offer, offers } = useFreshOffer(slug, reading);
  const { now, ticking } = useClock(reading.readAt);
  if (offer === undefined) return <OfferLoading />;
  if (offer === null) return <OfferNotFound />;
  return <OfferLanding offer={offer} offers={offers} now={now} ticking={ticking} path={paths.offer(offer.slug)} />;
}

