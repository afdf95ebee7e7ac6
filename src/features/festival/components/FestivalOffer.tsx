import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '@/components/Button';
import { PageMeta } from '@/components/PageMeta';
import { paths } from '@/config/paths';
import { runningOffer, useClock, type PublicOffer } from '@/features/offers';
import { useLogError } from '@/lib/useLogError';
import { useOffer, useOffers } from '../use-offers';
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
 * The offer running now; once the browser's clock runs, the page keeps to that offer, so at its end it shows that
 * it ended instead of quietly becoming another offer (docs/product.md §9).
 */
function CurrentOffer({ offers, renderedAt }: { offers: PublicOffer[]; renderedAt: number }) {
  const { now, ticking } = useClock(renderedAt);
  const [shownId, setShownId] = useState<string | null>(null);
  const shown = offers.find((offer) => offer.id === shownId) ?? runningOffer(offers, now);
  if (ticking && shownId === null && shown) setShownId(shown.id);
  if (!shown) return <NoOfferRunning offers={offers} now={now} />;
  return <OfferLanding key={shown.id} offer={shown} offers={offers} now={now} ticking={ticking} path={paths.festival} />;
}

/** /festivaloffer2025: the offer running now, or the ended state (docs/product.md §9). */
export function FestivalOffer() {
  const offers = useOffers();
  useLogError(offers.error, 'Error fetching offers');
  if (offers.isPending) return <OfferLoading />;
  if (offers.isError) return <NoOfferRunning offers={[]} now={0} />;
  return <CurrentOffer offers={offers.data} renderedAt={offers.dataUpdatedAt} />;
}

/** /offers/{slug}: one offer's own page, whatever its phase. */
export function OfferPage({ slug }: { slug: string }) {
  const offer = useOffer(slug);
  const offers = useOffers();
  useLogError(offer.error, 'Error fetching offer');
  if (offer.isPending) return <OfferLoading />;
  if (!offer.data) return <OfferNotFound />;
  return <ClockedOffer offer={offer.data} offers={offers.data ?? []} renderedAt={offer.dataUpdatedAt} />;
}

function ClockedOffer({ offer, offers, renderedAt }: { offer: PublicOffer; offers: PublicOffer[]; renderedAt: number }) {
  const { now, ticking } = useClock(renderedAt);
  return <OfferLanding offer={offer} offers={offers} now={now} ticking={ticking} path={paths.offer(offer.slug)} />;
}
