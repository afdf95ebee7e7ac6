import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/Button';
import { FormAlert } from '@/components/form';
import { lazyIsland } from '@/components/lazyIsland';
import { PageMeta } from '@/components/PageMeta';
import { paths } from '@/config/paths';
import { usePlanTakenDates } from '../api/fetch-taken-dates';
import { statusBetween } from '../availability';
import { estimatePlan } from '../plan/cost';
import { PLAN_NOT_READ, usePlan } from '../plan/plan-store';
import { PlanEstimate } from './PlanEstimate';
import { PlanItemRow } from './PlanItemRow';

/** Shown only once this browser's plan is read (never in the prerendered page), so its code loads then. */
const QuoteForm = lazyIsland(() => import('./QuoteForm').then((module) => module.QuoteForm));

/**
 * The media plan at /media-plan (docs/product.md §11): the chosen sites with their dates, a warning where
 * a site is not free, the estimated cost, printing (a print stylesheet) and 'Request a quote'.
 */
export function PlanView() {
  const items = usePlan();
  const taken = usePlanTakenDates(items);
  const [sent, setSent] = useState(false);
  const estimate = estimatePlan(items.map((item) => ({ code: item.code, monthlyRate: item.monthlyRate, from: item.from, to: item.to })));

  return (
    <div data-print-page className="mx-auto max-w-4xl px-4 py-12">
      <PageMeta title="Your Media Plan" description="The sites you chose, their dates and the estimated cost, ready to send for a quote." noindex />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Your Media Plan</h1>
      <p className="mt-3 text-lg text-slate-700">
        The sites you choose from our inventory, their dates and the estimated cost, ready to print or to send us for
        a quote.
      </p>
      {sent && (
        <div className="mt-6">
          <FormAlert tone="success" title="Quote request sent">
            Thank you! We have your plan and will send a quote within one working day.
          </FormAlert>
        </div>
      )}
      {items.length === 0 ? (
        <EmptyPlan notReadYet={items === PLAN_NOT_READ} />
      ) : (
        <div className="mt-6 space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3" data-print-hide>
            <p className="text-slate-700">
              {items.length} {items.length === 1 ? 'site' : 'sites'}. Change the dates per site; the plan stays in this browser.
            </p>
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Print or save as PDF
            </Button>
          </div>
          {taken.isError && <p className="text-sm text-amber-900">Availability could not be checked just now; the quote will confirm it.</p>}
          <h2 id="plan-sites" className="text-xl font-semibold text-slate-900">
            Sites and dates
          </h2>
          <ul className="space-y-4" aria-label="Sites in your plan">
            {items.map((item, index) => (
              <PlanItemRow
                key={item.code}
                item={item}
                status={taken.data ? statusBetween(item.from, item.to, taken.data.filter((range) => range.code === item.code)) : undefined}
                months={estimate.lines[index]?.months ?? 0}
                amount={estimate.lines[index]?.amount ?? null}
              />
            ))}
          </ul>
          <PlanEstimate estimate={estimate} />
          <QuoteForm items={items} onSent={() => setSent(true)} />
        </div>
      )}
    </div>
  );
}

/**
 * The empty plan. Before this browser's plan is read (the prerendered page, hydration) it holds its place
 * unseen, so the page does not shift when it shows, and says only that the plan is being opened: a visitor
 * with a plan is never told it is empty.
 */
function EmptyPlan({ notReadYet }: { notReadYet: boolean }) {
  return (
    <>
      {notReadYet && (
        <p role="status" className="sr-only">
          Opening your plan…
        </p>
      )}
      {/* Unseen and unreachable while unread: hidden from assistive technology, and inert so its link takes no focus. */}
      <div className={`mt-6 space-y-4 ${notReadYet ? 'invisible' : ''}`} aria-hidden={notReadYet || undefined} inert={notReadYet}>
        <p className="text-slate-700">Your plan is empty. Choose sites with 'Add to plan' and they appear here with their dates and cost.</p>
        <ButtonLink to={paths.sites}>Browse our sites</ButtonLink>
      </div>
    </>
  );
}
