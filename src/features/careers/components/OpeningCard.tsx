import { ArrowRight } from 'lucide-react';
import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import type { PublicOpening } from '../api/fetch-openings';
import { isClosed } from '../opening-dates';
import { OpeningFacts } from './OpeningFacts';

/** An opening in the careers list: its title, facts and a link to its page (where the form is). */
export function OpeningCard({ opening, today }: { opening: PublicOpening; today: string }) {
  return (
    <article className="flex h-full flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-xl font-bold text-slate-900">{opening.title}</h2>
      <OpeningFacts opening={opening} today={today} />
      <Link
        to={paths.opening(opening.slug)}
        className="mt-auto inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 hover:text-brand-800"
      >
        {isClosed(opening, today) ? 'Read more' : 'Read more and apply'}
        {/* In the link's text (not only an aria-label), so crawlers see a descriptive link too. */}
        <span className="sr-only">: {opening.title}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
