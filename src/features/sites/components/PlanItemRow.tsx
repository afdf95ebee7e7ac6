import { AlertTriangle, Ban, CheckCircle2, Trash2 } from 'lucide-react';
import { Link } from '@/components/Link';
import { Button } from '@/components/Button';
import { TextField } from '@/components/form';
import { paths } from '@/config/paths';
import type { DayStatus } from '../availability';
import { rangeName } from '../date-names';
import { formatRupees } from '@/lib/numbers';
import { rateText } from '@/catalogue/site-labels';
import { durationText } from '@/lib/calendar-days';
import { plan } from '../plan/plan-store';
import type { CurrentPlanItem } from '../plan/todays-facts';

const warnings: Record<Exclude<DayStatus, 'free'>, string> = {
  booked: 'Not free: this site is booked on some of these dates. Choose other dates or another site.',
  held: 'Not free: another client holds this site on some of these dates. We will tell you whether it comes free.',
};

type Props = { item: CurrentPlanItem; status: DayStatus | undefined; amount: number | null };

/**
 * One site of the media plan: its dates (changeable), whether it is free then, and its estimated cost at
 * today's rate (saying so when the rate changed since it was added); a withdrawn site says it is left out.
 */
export function PlanItemRow({ item, status, amount }: Props) {
  const datesInOrder = item.from <= item.to;
  const cost = item.withdrawn ? 'not offered any more' : amount === null ? 'rate on request' : `estimated ${formatRupees(amount)} before GST`;
  return (
    <li className="rounded-xl border border-slate-200 p-4 break-inside-avoid">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{item.code}</p>
          <h3 className="text-lg font-semibold text-slate-900">
            <Link to={paths.site(item.code)} className="hover:text-brand-700">
              {item.name}
            </Link>
          </h3>
          <p className="text-sm text-slate-700">
            {item.locality} · {rateText(item.monthlyRate)}
          </p>
        </div>
        <Button variant="secondary" data-print-hide onClick={() => plan.remove(item.code)} aria-label={`Remove ${item.name} from the plan`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2" data-print-hide>
        <TextField label={`From (${item.code})`} type="date" required value={item.from} onChange={(event) => event.target.value && plan.setDates(item.code, { from: event.target.value, to: item.to })} />
        <TextField label={`To (${item.code})`} type="date" required value={item.to} min={item.from} onChange={(event) => event.target.value && plan.setDates(item.code, { from: item.from, to: event.target.value })} />
      </div>
      <p className="mt-2 text-sm text-slate-900">
        {rangeName(item.from, item.to)}: {datesInOrder ? durationText(item.from, item.to) : '0 days'}, {cost}
      </p>
      {item.rateWhenAdded !== undefined && !item.withdrawn && (
        <p className="mt-1 text-sm text-slate-700">
          The rate is now {rateText(item.monthlyRate).toLowerCase()}; it was {rateText(item.rateWhenAdded).toLowerCase()} when you added this site.
        </p>
      )}
      {item.withdrawn && (
        <p className="mt-2 flex items-start gap-2 text-sm font-medium text-amber-900">
          <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          No longer offered: we have withdrawn this site, so it is left out of the estimate and the quote.
        </p>
      )}
      {!datesInOrder && <p className="mt-2 text-sm font-medium text-red-700">The 'to' date is before the 'from' date: choose a 'to' date on or after it.</p>}
      {datesInOrder && status && status !== 'free' && (
        <p className="mt-2 flex items-start gap-2 text-sm font-medium text-amber-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {warnings[status]}
        </p>
      )}
      {datesInOrder && status === 'free' && (
        <p className="mt-2 flex items-center gap-2 text-sm text-emerald-800">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          Free on these dates
        </p>
      )}
    </li>
  );
}
