import { formatRupees } from '@/lib/numbers';

/** Margins are read in whole rupees; the CSV keeps the paise. */
const rupees = (paise: number) => formatRupees(paise / 100);
import type { MonthMargin } from '../api/margin-types';

const monthName = (month: string) => new Date(`${month}T00:00:00Z`).toLocaleDateString('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * The months' totals as bars (docs/decisions/116): each month's margin, its bar as long as its share of the largest
 * month's, red below zero; the amounts are written beside them, so the bars only help the eye.
 */
export function MarginTrend({ months }: { months: MonthMargin[] }) {
  const largest = Math.max(1, ...months.map((month) => Math.abs(month.margin_paise)));
  return (
    <section aria-labelledby="margin-trend-heading" className="space-y-3">
      <h2 id="margin-trend-heading" className="text-lg font-semibold text-slate-900">
        Month by month
      </h2>
      <ol className="space-y-1.5 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
        {months.map((month) => (
          <li key={month.month} className="grid grid-cols-[5.5rem_1fr] items-center gap-3 sm:grid-cols-[6rem_1fr_18rem]">
            <span className="font-medium text-slate-700">{monthName(month.month)}</span>
            <span aria-hidden="true" className="h-3 rounded bg-slate-100">
              <span
                className={`block h-3 rounded ${month.margin_paise < 0 ? 'bg-red-600' : 'bg-emerald-600'}`}
                style={{ width: `${(Math.abs(month.margin_paise) / largest) * 100}%` }}
              />
            </span>
            <span className="col-span-2 tabular-nums text-slate-700 sm:col-span-1">
              Margin <span className={month.margin_paise < 0 ? 'font-semibold text-red-800' : 'font-semibold text-emerald-800'}>{rupees(month.margin_paise)}</span>
              <span className="text-slate-600"> of {rupees(month.revenue_paise)} earned</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
