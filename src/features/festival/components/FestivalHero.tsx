import { CalendarClock, Gift, Percent } from 'lucide-react';
import { Button } from '@/components/Button';
import { priorityImage } from '@/lib/priority-image';
import { goToSection, sectionIds } from '../scroll';

const countdown = [
  { value: '15', label: 'Days' },
  { value: '08', label: 'Hours' },
  { value: '42', label: 'Minutes' },
  { value: '18', label: 'Seconds' },
];

export function FestivalHero() {
  return (
    <section className="relative isolate overflow-hidden bg-rose-950 text-white">
      <img
        src="/images/site/festival/hero.svg"
        alt=""
        width={1200}
        height={600}
        {...priorityImage}
        className="absolute inset-0 -z-20 size-full object-cover opacity-70"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-rose-950/30 via-rose-950/60 to-rose-950/30" />
      <div className="mx-auto max-w-7xl px-4 py-10 text-center sm:py-24">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-amber-200 ring-1 ring-white/20 backdrop-blur">
          <Gift aria-hidden="true" className="size-4" />
          Festival Season Offer 2025
        </p>
        <h1 className="mx-auto mt-6 max-w-4xl text-4xl font-bold tracking-tight sm:text-6xl">
          Light Up Your Brand This Festive Season
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-base text-rose-50 sm:mt-6 sm:text-lg">
          Hoardings, bus wraps, vans and mall activations when Chennai shops the most. Get up to 40% off and save up to
          ₹1,00,000 on festive campaign packages.
        </p>
        <ul className="mt-6 flex flex-wrap sm:mt-8 justify-center gap-3 text-sm font-semibold">
          <li className="inline-flex items-center gap-2 rounded-full bg-amber-300 px-4 py-2 text-slate-900">
            <Percent aria-hidden="true" className="size-4" />
            Up to 40% OFF
          </li>
          <li className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-slate-900">
            <CalendarClock aria-hidden="true" className="size-4" />
            Offer valid till Jan 31, 2025
          </li>
        </ul>
        <div className="mx-auto mt-8 max-w-xl sm:mt-10">
          <p className="text-sm font-semibold tracking-wide text-amber-200 uppercase">Offer ends in</p>
          <dl className="mt-3 grid grid-cols-4 gap-2 sm:gap-4">
            {countdown.map((unit) => (
              <div key={unit.label} className="flex flex-col-reverse rounded-xl bg-white/10 py-2 ring-1 sm:py-3 ring-white/20 backdrop-blur">
                <dt className="text-xs text-rose-100 sm:text-sm">{unit.label}</dt>
                <dd className="text-2xl font-bold tabular-nums sm:text-4xl">{unit.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="mt-8 flex flex-wrap justify-center gap-3 sm:mt-10">
          <Button size="lg" variant="light" onClick={() => goToSection(sectionIds.packages)}>
            View Packages
          </Button>
          <Button size="lg" onClick={() => goToSection(sectionIds.booking, sectionIds.bookingHeading)}>
            Book Now
          </Button>
        </div>
      </div>
    </section>
  );
}
