import { ArrowLeft } from 'lucide-react';
import { Link } from '@/components/Link';
import { lazyIsland } from '@/components/lazyIsland';
import { PageHero } from '@/components/PageHero';
import { PageMeta } from '@/components/PageMeta';
import { JsonLd } from '@/components/seo/JsonLd';
import { paths } from '@/config/paths';
import { useLogError } from '@/lib/useLogError';
import { useOpening } from '../api/fetch-opening';
import type { PublicOpening } from '../api/fetch-openings';
import { descriptionParagraphs, descriptionSummary } from '../description';
import { employmentTypeLabel } from '@/config/employment-types';
import { jobPostingJsonLd } from '../job-posting';
import { isClosed, openingDay, useIndiaToday } from '../opening-dates';
import { OpeningFacts } from './OpeningFacts';
import { OpeningNotFound } from './OpeningNotFound';

/** The form's code (its rules, the upload, the send) loads apart and hydrates when it arrives (decisions 037, 061). */
const ApplyForm = lazyIsland(() => import('./ApplyForm').then((module) => module.ApplyForm));

function OpeningSkeleton() {
  return (
    // At least a screen tall, so the footer does not jump down when the opening arrives.
    <div aria-busy="true" aria-label="Loading opening" className="min-h-screen">
      <PageMeta title="Careers" description="A job opening at Chennai Outdoor Media." />
      <div className="h-56 animate-pulse bg-slate-200 motion-reduce:animate-none" />
    </div>
  );
}

/** In place of the form once the closing day has passed (India time). */
function ApplicationsClosed({ closesOn }: { closesOn: string }) {
  return (
    <section aria-labelledby="applications-closed" className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
      <h2 id="applications-closed" className="text-2xl font-bold text-slate-900">
        Applications closed
      </h2>
      <p className="mt-3 text-slate-700">This opening took its last applications on {openingDay(closesOn)}.</p>
      <Link to={paths.careers} className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800">
        See our other openings
      </Link>
    </section>
  );
}

function OpeningDetails({ opening, readOn }: { opening: PublicOpening; readOn: string }) {
  const today = useIndiaToday(readOn);
  const closed = isClosed(opening, today);
  return (
    <>
      <PageMeta
        title={opening.title}
        description={`${employmentTypeLabel(opening.employment_type)}, ${opening.location}. ${descriptionSummary(opening.description, 120)}`}
        path={paths.opening(opening.slug)}
      />
      <JsonLd data={jobPostingJsonLd(opening)} />
      <PageHero eyebrow="Careers" title={opening.title}>
        <div className="mt-6">
          <OpeningFacts opening={opening} today={today} posted tone="dark" />
        </div>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <Link to={paths.careers} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800">
            <ArrowLeft aria-hidden="true" className="size-4" />
            All openings
          </Link>
          <h2 className="mt-6 text-2xl font-bold text-slate-900">About the job</h2>
          <div className="mt-4 space-y-5 text-lg leading-relaxed text-slate-800">
            {descriptionParagraphs(opening.description).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="lg:col-span-2">
          {closed && opening.closes_on ? <ApplicationsClosed closesOn={opening.closes_on} /> : <ApplyForm openingId={opening.id} />}
        </div>
      </div>
    </>
  );
}

/**
 * /careers/{slug}: one opening (docs/product.md, "Careers"): its facts, its description in paragraphs and the form
 * to apply, or 'Applications closed' once its closing day has passed. An address without a visible opening, or a
 * failed read, shows the not-found text.
 */
export function OpeningView({ slug }: { slug: string }) {
  const reading = useOpening(slug);
  useLogError(reading.error, 'Error fetching job opening');
  if (reading.isPending) return <OpeningSkeleton />;
  if (!reading.data?.opening) return <OpeningNotFound />;
  return <OpeningDetails key={reading.data.opening.id} opening={reading.data.opening} readOn={reading.data.readOn} />;
}
