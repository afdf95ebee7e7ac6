import { monthlyAvailability, statusLabels, type DayStatus, type TakenRange } from '../availability';
import { dayName, monthName } from '../date-names';

const colours: Record<DayStatus, string> = { free: 'bg-emerald-500', held: 'bg-amber-400', booked: 'bg-red-600' };

const dayOfMonth = (iso: string) => Number(iso.slice(8, 10));

/** '1 Jan 2027 to 14 Jan 2027' (or one day) for one run. */
const runText = (from: string, to: string) => (from === to ? dayName(from) : `${dayName(from)} to ${dayName(to)}`);

/**
 * The next six months of a site, one bar per month with free, held and booked days in proportion, and
 * the same as text for screen readers and print (docs/product.md §11).
 */
export function AvailabilityStrip({ from, taken, months: count = 6 }: { from: string; taken: readonly TakenRange[]; months?: number }) {
  const months = monthlyAvailability(from, taken, count);
  return (
    <div>
      <ul className="space-y-3">
        {months.map(({ month, runs }) => (
          <li key={month} className="grid gap-1 sm:grid-cols-[9rem_1fr] sm:items-center">
            <span className="text-sm font-medium text-slate-900">{monthName(month)}</span>
            <div>
              {/* One cell per day (no inline widths: the CSP allows no style attributes). */}
              <div className="flex h-4 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                {runs.flatMap((run) => Array.from({ length: dayOfMonth(run.to) - dayOfMonth(run.from) + 1 }, (_, index) => <div key={`${run.from}-${index}`} className={`flex-1 ${colours[run.status]}`} />))}
              </div>
              <p className="mt-1 text-xs text-slate-700">
                {runs.map((run) => `${statusLabels[run.status]}: ${runText(run.from, run.to)}`).join('; ')}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex flex-wrap gap-4 text-sm text-slate-700" aria-hidden="true">
        {(Object.keys(colours) as DayStatus[]).map((status) => (
          <span key={status} className="inline-flex items-center gap-1.5">
            <span className={`inline-block size-3 rounded-full ${colours[status]}`} />
            {statusLabels[status]}
          </span>
        ))}
      </p>
    </div>
  );
}
