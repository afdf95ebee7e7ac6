import { Mail } from 'lucide-react';
import { PageHero } from '@/components/PageHero';
import { PageLoadError } from '@/components/PageLoadError';
import { PageMeta } from '@/components/PageMeta';
import { site } from '@/config/site';
import { loadFailure } from '@/lib/load-failure';
import { useLogError } from '@/lib/useLogError';
import { useOpenings, type OpeningsReading } from '../api/fetch-openings';
import { useIndiaToday } from '../opening-dates';
import { OpeningCard } from './OpeningCard';

/** Card-shaped placeholders while the list loads (a page opened without prerendered data). */
function OpeningListSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading openings" className="grid gap-6 md:grid-cols-2">
      {Array.from({ length: 4 }, (_, card) => (
        <li key={card} className="h-48 animate-pulse rounded-xl bg-slate-200 motion-reduce:animate-none" />
      ))}
    </ul>
  );
}

function OpeningList({ reading: { openings, readOn } }: { reading: OpeningsReading }) {
  const today = useIndiaToday(readOn);
  if (openings.length === 0) {
    return <p className="rounded-xl bg-slate-50 px-6 py-12 text-center text-slate-700 ring-1 ring-slate-200">We have no openings right now. New ones appear here first.</p>;
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {openings.map((opening) => (
        <li key={opening.id}>
          <OpeningCard opening={opening} today={today} />
        </li>
      ))}
    </ul>
  );
}

/** /careers: the openings the agency is hiring for, newest first, each linking to its page (docs/product.md, "Careers"). */
export function CareersView() {
  const openings = useOpenings();
  useLogError(openings.error, 'Error fetching job openings');
  const meta = (
    <PageMeta
      title="Careers"
      description={`Jobs at ${site.name}: field crews, sales and design roles in Chennai's outdoor and BTL advertising. See the openings and apply with your CV.`}
    />
  );

  const error = loadFailure(openings);
  if (error) {
    return (
      <>
        {meta}
        <PageLoadError title="Error Loading Openings" error={error} />
      </>
    );
  }

  return (
    <>
      {meta}
      <PageHero
        eyebrow="Work With Us"
        title="Careers"
        description="We put Chennai's brands on its roads, buses and malls. Join the crews, sellers and designers who do it."
      />
      <section aria-labelledby="openings-heading" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="openings-heading" className="sr-only">
          Openings
        </h2>
        {openings.data ? <OpeningList reading={openings.data} /> : <OpeningListSkeleton />}
        <p className="mt-10 flex items-start gap-2 text-slate-700">
          <Mail aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
          <span>
            No opening that fits you? Write to{' '}
            <a href={`mailto:${site.email}`} className="font-semibold break-all text-brand-700 underline hover:text-brand-800">
              {site.email}
            </a>{' '}
            and tell us what you do.
          </span>
        </p>
      </section>
    </>
  );
}
