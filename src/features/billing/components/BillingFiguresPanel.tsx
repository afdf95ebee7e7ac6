import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import { describeDbError } from '@/lib/db-errors';
import { formatPaise } from '@/lib/numbers';
import { useBillingFigures } from '../api/fetch-billing-figures';

/**
 * The owner's billing figures on the dashboard (docs/product.md §16, Receivables): what clients owe, how much of it is
 * past due, and what came in this month with the TDS deducted from it; the receivables screen has the detail.
 */
export function BillingFiguresPanel() {
  const figures = useBillingFigures();
  return (
    <section aria-labelledby="billing-figures" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 id="billing-figures" className="text-base font-semibold text-slate-900">
        What clients owe
      </h2>
      <div className="mt-3 text-sm text-slate-700" aria-busy={figures.isPending}>
        {figures.isPending ? (
          <p className="text-slate-500">Loading...</p>
        ) : figures.isError ? (
          <p className="text-red-700">
            Could not load this: {describeDbError(figures.error)}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void figures.refetch()}>
              Retry
            </button>
          </p>
        ) : (
          <>
            <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
              <div>
                <dt className="font-medium text-slate-600">Owed</dt>
                <dd className="text-2xl font-bold text-slate-900">{formatPaise(figures.data.owed_paise)}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-600">Past due</dt>
                <dd className={`text-2xl font-bold ${figures.data.overdue_paise > 0 ? 'text-red-800' : 'text-slate-900'}`}>{formatPaise(figures.data.overdue_paise)}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-600">Received this month</dt>
                <dd className="text-2xl font-bold text-slate-900">{formatPaise(figures.data.received_paise)}</dd>
                {figures.data.tds_paise > 0 && <dd className="text-slate-600">and {formatPaise(figures.data.tds_paise)} of TDS</dd>}
              </div>
            </dl>
            <p className="mt-3">
              <Link to={paths.admin.receivables} className="font-semibold text-brand-700 hover:text-brand-800 hover:underline">
                Receivables by age
              </Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
