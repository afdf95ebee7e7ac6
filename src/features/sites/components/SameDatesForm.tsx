import { CalendarRange } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { TextField } from '@/components/form';
import { plan, type PlanDates } from '../plan/plan-store';

/** 'Same dates for every site': one pair of dates applied to the whole plan, starting from the first site's. */
export function SameDatesForm({ first }: { first: PlanDates }) {
  const [dates, setDates] = useState<PlanDates>({ from: first.from, to: first.to });
  const [applied, setApplied] = useState(false);
  const problem = dates.from && dates.to && dates.to < dates.from ? "The 'to' date is before the 'from' date: choose a 'to' date on or after it." : null;

  function apply(event: FormEvent) {
    event.preventDefault();
    if (!dates.from || !dates.to || problem) return;
    plan.setAllDates(dates);
    setApplied(true);
  }

  const change = (next: Partial<PlanDates>) => {
    setDates((current) => ({ ...current, ...next }));
    setApplied(false);
  };

  return (
    <form aria-label="Same dates for every site" onSubmit={apply} data-print-hide className="rounded-xl border border-slate-200 p-4">
      <h2 className="text-base font-semibold text-slate-900">Same dates for every site</h2>
      <div className="mt-3 grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <TextField label="From (all sites)" type="date" required value={dates.from} onChange={(event) => change({ from: event.target.value })} />
        <TextField label="To (all sites)" type="date" required value={dates.to} min={dates.from} onChange={(event) => change({ to: event.target.value })} />
        <Button type="submit" variant="secondary" disabled={!dates.from || !dates.to || problem !== null}>
          <CalendarRange aria-hidden="true" className="size-4" />
          Use for all sites
        </Button>
      </div>
      {problem && <p className="mt-2 text-sm font-medium text-red-700">{problem}</p>}
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-700">
        {applied ? 'Every site now has these dates.' : ''}
      </p>
    </form>
  );
}
