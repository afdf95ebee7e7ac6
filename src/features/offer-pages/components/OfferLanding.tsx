import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/Button';
import { lazyIsland } from '@/components/lazyIsland';
import { PageMeta } from '@/components/PageMeta';
import { offerDay, offerPhase, type PublicOffer } from '@/features/offers';
import { goToSection, sectionIds } from '../scroll';
import { defaultPackage } from '../schemas';
import { FestivalContact } from './FestivalContact';
import { FestivalHero } from './FestivalHero';
import { FestivalPackages } from './FestivalPackages';
import { FestivalReasons } from './FestivalReasons';
import { FestivalStats } from './FestivalStats';
import { OfferEndedNotice } from './OfferEndedNotice';

/** Below the fold: the form's code (its rules, the send) loads apart and hydrates when it arrives (decision 037). */
const BookingForm = lazyIsland(() => import('./BookingForm').then((module) => module.BookingForm));

type OfferLandingProps = {
  offer: PublicOffer;
  /** Every offer a visitor may see: where to send them once this one is over. */
  offers: PublicOffer[];
  now: number;
  ticking: boolean;
  /** The page's own address, for its canonical link. */
  path: string;
};

/**
 * One offer's landing page, in the order of docs/product.md §9: hero with the countdown, reasons, packages, stats,
 * booking form, contact and the closing call. An offer that ends while the page is open turns to its ended state
 * in place and keeps the booking form and what was typed in it: the booking still saves, marked with this offer.
 * One already over when the page opened shows its packages without selling them.
 */
export function OfferLanding({ offer, offers, now, ticking, path }: OfferLandingProps) {
  const [selected, setSelected] = useState(() => defaultPackage(offer.packages));
  const phase = offerPhase(offer, now);
  // Decided on the browser's first tick (the prerendered page's own moment is the build's).
  const [endedWhenOpened, setEndedWhenOpened] = useState<boolean | null>(null);
  if (ticking && endedWhenOpened === null) setEndedWhenOpened(phase === 'ended');
  const bookable = !(endedWhenOpened ?? phase === 'ended');

  /** 'Book This Package': select it, make it the form's preferred package, go to the form. */
  const book = (packageName: string) => {
    setSelected(packageName);
    goToSection(sectionIds.booking, sectionIds.bookingHeading);
  };

  return (
    <>
      <PageMeta
        title={offer.title}
        description={`${offer.lead} Offer valid till ${offerDay(offer.valid_until)}.`}
        image={offer.hero_image}
        path={path}
      />
      <FestivalHero
        offer={offer}
        phase={phase}
        now={now}
        ticking={ticking}
        bookable={bookable}
        ended={<OfferEndedNotice offer={offer} offers={offers} now={now} />}
      />
      <FestivalReasons />
      <FestivalPackages packages={offer.packages} selected={selected} onBook={bookable ? book : undefined} />
      <FestivalStats />
      {bookable && <BookingForm offer={offer} selected={selected} onSelect={setSelected} />}
      <FestivalContact />
      {phase !== 'ended' && (
        <section className="bg-gradient-to-r from-brand-800 to-rose-900 text-white">
          <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 className="text-3xl font-bold tracking-tight">Don’t Miss the Festive Rush</h2>
              <p className="mt-3 text-lg text-rose-50">Offer valid till {offerDay(offer.valid_until)}. The best sites go first.</p>
            </div>
            <Button size="lg" variant="light" onClick={() => goToSection(sectionIds.booking, sectionIds.bookingHeading)}>
              Book Your Package
              <ArrowRight aria-hidden="true" className="size-5" />
            </Button>
          </div>
        </section>
      )}
    </>
  );
}
