import { BriefcaseBusiness, CalendarClock, CalendarDays, MapPin, type LucideIcon } from 'lucide-react';
import { employmentTypeLabel } from '@/config/employment-types';
import type { PublicOpening } from '../api/fetch-openings';
import { isClosed, openingDay, postedDay } from '../opening-dates';

type FactsProps = {
  opening: PublicOpening;
  /** The India day the page reckons closing with (useIndiaToday). */
  today: string;
  /** The posting day too (the opening's own page). */
  posted?: boolean;
  /** 'dark': on the page's dark banner. */
  tone?: 'light' | 'dark';
};

type Fact = { icon: LucideIcon; text: string; spoken?: string; closed?: boolean };

/**
 * Where, what kind of work, (when it was posted) and until when an opening takes applications. The icons say what
 * the first two are to the eye; screen readers hear it in words.
 */
export function OpeningFacts({ opening, today, posted = false, tone = 'light' }: FactsProps) {
  const dark = tone === 'dark';
  const facts: Fact[] = [
    { icon: MapPin, spoken: 'Location: ', text: opening.location },
    { icon: BriefcaseBusiness, spoken: 'Kind of work: ', text: employmentTypeLabel(opening.employment_type) },
  ];
  if (posted) facts.push({ icon: CalendarDays, text: `Posted ${postedDay(opening.published_at)}` });
  if (isClosed(opening, today)) facts.push({ icon: CalendarClock, text: 'Applications closed', closed: true });
  else if (opening.closes_on) facts.push({ icon: CalendarClock, text: `Applications close ${openingDay(opening.closes_on)}` });
  return (
    <ul className={`flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6 ${dark ? 'text-slate-100' : 'text-slate-700'}`}>
      {facts.map(({ icon: Icon, text, spoken, closed }, index) => (
        <li key={index} className={`flex items-start gap-2 ${closed ? `font-semibold ${dark ? 'text-white' : 'text-red-800'}` : ''}`}>
          <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${dark ? 'text-brand-100' : 'text-brand-700'}`} />
          <span>
            {spoken && <span className="sr-only">{spoken}</span>}
            {text}
          </span>
        </li>
      ))}
    </ul>
  );
}
