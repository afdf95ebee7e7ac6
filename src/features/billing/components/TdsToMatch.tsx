import { ErrorBanner, LoadingText } from '@/components/admin';
import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import { dayName } from '@/lib/day-names';
import { describeDbError } from '@/lib/db-errors';
import { formatPaise } from '@/lib/numbers';
import { useTdsToMatch } from '../api/fetch-tds-to-match';

/**
 * 'TDS without a certificate' on the receivables screen (docs/product.md §16, Receivables): the TDS clients deducted
 * that the agency cannot yet match to their Form 16A, oldest first; each invoice links to its screen, where the
 * certificate is noted.
 */
export function TdsToMatch({ canRead }: { canRead: boolean }) {
  const payments = useTdsToMatch(canRead);
  return (
    <section aria-labelledby="tds-to-match" className="space-y-3">
      <h2 id="tds-to-match" className="text-lg font-semibold text-slate-900">
        TDS without a certificate
      </h2>
      {payments.isPending ? (
        <LoadingText text="Loading TDS..." />
      ) : payments.isError ? (
        <ErrorBanner message={describeDbError(payments.error)} onRetry={() => void payments.refetch()} />
      ) : payments.data.length === 0 ? (
        <p className="text-sm text-slate-700">Every TDS deducted has its certificate.</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {formatPaise(payments.data.reduce((sum, payment) => sum + payment.tds_paise, 0))} deducted by clients, waiting for their Form 16A to be matched against Form 26AS.
          </p>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm shadow-sm">
            {payments.data.map((payment) => (
              <li key={payment.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2">
                <span>
                  <span className="font-medium text-slate-900">{payment.customers?.name}</span> · <span className="font-mono text-xs">{payment.number}</span> ·{' '}
                  {dayName(payment.received_on)}
                  {payment.receipt_allocations.map((allocation) => (
                    <span key={allocation.invoice_id}>
                      {' '}
                      ·{' '}
                      <Link to={paths.admin.invoiceScreen(allocation.invoice_id)} className="text-brand-700 underline hover:text-brand-800">
                        {allocation.invoices?.number}
                      </Link>
                    </span>
                  ))}
                </span>
                <span className="font-semibold text-slate-900">{formatPaise(payment.tds_paise)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
