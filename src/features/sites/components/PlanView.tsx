import { Printer } from 'lucide-react';
import { Button, ButtonLink } from '@/components/Button';
import { lazyIsland } from '@/components/lazyIsland';
import { PageMeta } from '@/components/PageMeta';
import { paths } from '@/config/paths';
import { usePlanSites } from '../api/fetch-plan-sites';
import { usePlanTakenDates } from '../api/fetch-taken-dates';
import { statusBetween } from '../availability';
import { estimatePlan } from '../plan/cost';
import { PLAN_NOT_READ, usePlan, usePlanSent } from '../plan/plan-store';
import { withTodaysFacts } from '../plan/todays-facts';
import { PlanEstimate } from './PlanEstimate';
import { PlanItemRow } from './PlanItemRow';
import { PlanPrintHeader, PlanSentNotice } from './PlanSent';
import { SameDatesForm } from './SameDatesForm';

/** Shown only once this browser's plan is read (never in the prerendered page), so its code loads then. */
const QuoteForm = lazyIsland(() => import('./QuoteForm').then((module) => module.QuoteForm));

/**
 * The media plan at /media-plan (docs/product.md §11): the chosen sites with their dates and today's rates
 * (docs/decisions/048), a warning where a site is not free or was withdrawn, the estimated cost, printing (a
 * print stylesheet, with the agency's header) and 'Request a quote'; once sent, the plan stays, marked.
 */
export function PlanView() {
  const items = usePlan();
  const sent = usePlanSent();
  const today = usePlanSites(items.map((item) => item.code));
  const current = withTodaysFacts(items, today.data);
  const offered = current.filter((item) => !item.withdrawn);
  const withdrawn = current.filter((item) => item.withdrawn);
  const taken = usePlanTakenDates(offered);
  const estimate = estimatePlan(offered);

  return (
    <div data-print-page className="mx-auto max-w-4xl px-4 py-12">
      <PageMeta title="Your Media Plan" description="The sites you chose, their dates and the estimated cost, ready to send for a quote." noindex />
      <PlanPrintHeader sent={sent} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Your Media Plan</h1>
      <p className="mt-3 text-lg text-slate-700">
        The sites you choose from our inventory, their dates and the estimated cost, ready to print or to send us for
        a quote.
      </p>
      {sent && items.length > 0 && <PlanSentNotice sent={sent} />}
      {items.length === 0 ? (
        <EmptyPlan notReadYet={items === PLAN_NOT_READ} />
      ) : (
        <div className="mt-6 space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3" data-print-hide>
            <p className="text-slate-700">
              {items.length} {items.length === 1 ? 'site' : 'sites'}. Change the dates per site or for all; the plan stays in this browser.
            </p>
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Print or save as PDF
            </Button>
          </div>
          {(today.isError || taken.isError) && (
            <p className="text-sm text-amber-900">Today&apos;s rates and availability could not be checked just now; the quote will confirm them.</p>
          )}
          {withdrawn.length > 0 && (
            <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
              {withdrawn.map((item) => item.code).join(', ')} {withdrawn.length === 1 ? 'is' : 'are'} no longer offered, so{' '}
              {withdrawn.length === 1 ? 'it is' : 'they are'} left out of the estimate and the quote.{' '}
              {offered.length === 0 ? 'Choose other sites to send a plan.' : `Remove ${withdrawn.length === 1 ? 'it' : 'them'} from the plan, or choose other sites.`}
            </p>
          )}
          {items.length > 1 && <SameDatesForm first={items[0]} />}
          <h2 id="plan-sites" className="text-xl font-semibold text-slate-900">
            Sites and dates
          </h2>
          <ul className="space-y-4" aria-label="Sites in your plan">
            {current.map((item) => (
              <PlanItemRow
                key={item.code}
                item={item}
                status={taken.data && !item.withdrawn ? statusBetween(item.from, item.to, taken.data.filter((range) => range.code === item.code)) : undefined}
                amount={estimate.lines.find((line) => line.code === item.code)?.amount ?? null}
              />
            ))}
          </ul>
          <PlanEstimate estimate={estimate} />
          {!sent && <QuoteForm items={offered} planCodes={items.map((item) => item.code)} />}
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
