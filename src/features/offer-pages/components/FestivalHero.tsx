import { CalendarClock, Gift, Percent } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/Button';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { bestDiscount, offerDay, type OfferPhase, type PublicOffer } from '@/features/offers';
import { goToSection, sectionIds } from '../scroll';
import { OfferCountdown } from './OfferCountdown';

type FestivalHeroProps = {
  offer: PublicOffer;
  phase: OfferPhase;
  now: number;
  /** The browser's clock runs: the countdown's digits are right (src/features/offers/use-clock.ts). */
  ticking: boolean;
  /** What replaces the countdown once the offer is over: where to go next. */
  ended: ReactNode;
  bookable: boolean;
};

/** The offer's hero: its season, title and lead, its best discount and dates, and the countdown to its end. */
export function FestivalHero({ offer, phase, now, ticking, ended, bookable }: FestivalHeroProps) {
  const discount = bestDiscount(offer.packages);
  return (
    <section className="relative isolate overflow-hidden bg-rose-950 text-white">
      <ResponsiveImage
        src={offer.hero_image}
        alt=""
        width={1200}
        height={600}
        priority
        sizes="100vw"
        className="absolute inset-0 -z-20 size-full object-cover opacity-70"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-rose-950/30 via-rose-950/60 to-rose-950/30" />
      <div className="mx-auto max-w-7xl px-4 py-10 text-center sm:py-24">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-amber-200 ring-1 ring-white/20 backdrop-blur">
          <Gift aria-hidden="true" className="size-4" />
          {offer.season}
        </p>
        <h1 className="mx-auto mt-6 max-w-4xl text-4xl font-bold tracking-tight sm:text-6xl">{offer.title}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-base text-rose-50 sm:mt-6 sm:text-lg">{offer.lead}</p>
        <ul className="mt-6 flex flex-wrap justify-center gap-3 text-sm font-semibold sm:mt-8">
          {discount > 0 && (
            <li className="inline-flex items-center gap-2 rounded-full bg-amber-300 px-4 py-2 text-slate-900">
              <Percent aria-hidden="true" className="size-4" />
              Up to {discount}% OFF
            </li>
          )}
          <li className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-slate-900">
            <CalendarClock aria-hidden="true" className="size-4" />
            {phase === 'upcoming' ? `Offer valid from ${offerDay(offer.valid_from)} till ${offerDay(offer.valid_until)}` : `Offer valid till ${offerDay(offer.valid_until)}`}
          </li>
        </ul>
        <div className="mx-auto mt-8 max-w-xl sm:mt-10">
          {phase === 'ended' ? ended : <OfferCountdown offer={offer} phase={phase} now={now} ticking={ticking} />}
        </div>
        <div className="mt-8 flex flex-wrap justify-center gap-3 sm:mt-10">
          <Button size="lg" variant="light" onClick={() => goToSection(sectionIds.packages)}>
            View Packages
          </Button>
          {bookable && (
            <Button size="lg" onClick={() => goToSection(sectionIds.booking, sectionIds.bookingHeading)}>
              Book Now
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
