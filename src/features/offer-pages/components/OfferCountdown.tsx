import { countdownParts, offerDay, offerTime, type OfferPhase, type PublicOffer } from '@/features/offers';

type OfferCountdownProps = { offer: PublicOffer; phase: Exclude<OfferPhase, 'ended'>; now: number; ticking: boolean };

const units = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
] as const;

/**
 * Days, hours, minutes and seconds to the offer's end (or, before it starts, to its start), every second. Screen
 * readers hear the moment once, as a sentence, not every tick: the ticking digits are hidden from them. Until the
 * browser's clock runs, the digits are dashes: the prerendered page cannot know them.
 */
export function OfferCountdown({ offer, phase, now, ticking }: OfferCountdownProps) {
  const target = phase === 'upcoming' ? offer.valid_from : offer.valid_until;
  const parts = countdownParts(target, now);
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-amber-200 uppercase">{phase === 'upcoming' ? 'Offer starts in' : 'Offer ends in'}</p>
      <p className="sr-only">
        {phase === 'upcoming' ? 'The offer starts on' : 'The offer ends on'} {offerDay(target)} at {offerTime(target)} India time.
      </p>
      <div aria-hidden="true" className="mt-3 grid grid-cols-4 gap-2 sm:gap-4" data-testid="offer-countdown">
        {units.map((unit) => (
          <div key={unit.key} className="flex flex-col-reverse rounded-xl bg-white/10 py-2 ring-1 ring-white/20 backdrop-blur sm:py-3">
            <span className="text-xs text-rose-100 sm:text-sm">{unit.label}</span>
            <span className="text-2xl font-bold tabular-nums sm:text-4xl">{ticking ? String(parts[unit.key]).padStart(2, '0') : '--'}</span>
          </div>
        ))}
      </div>
    </>
  );
}
