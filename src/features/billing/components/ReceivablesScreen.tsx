import { useState } from 'react';
import { AdminPageHeader, EmptyState, ErrorBanner, LoadingText } from '@/components/admin';
import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import { describeDbError } from '@/lib/db-errors';
import { formatPaise } from '@/lib/numbers';
import { AGES, ageReceivables, ageTotals } from '../ageing';
import { useReceivables } from '../api/fetch-receivables';
import { BillingOnly } from './BillingOnly';
import { StatementPicker } from './StatementPicker';
import { TdsToMatch } from './TdsToMatch';

const GROUPINGS = [
  { value: 'client', label: 'Client' },
  { value: 'sales', label: 'Sales person' },
] as const;

const amountCell = 'py-2 pr-3 text-right tabular-nums';

/**
 * 'Receivables' (docs/product.md §16): what every client owes today, split by how long past its due day, by client
 * (each linking to its statement) or by the sales person whose campaign it is; and the TDS still without a certificate.
 */
export function ReceivablesScreen({ canRead }: { canRead: boolean }) {
  const receivables = useReceivables(canRead);
  const [by, setBy] = useState<'client' | 'sales'>('client');
  if (!canRead) return <BillingOnly title="Receivables" />;

  function body() {
    if (receivables.isPending) return <LoadingText text="Loading receivables..." />;
    if (receivables.isError) return <ErrorBanner message={describeDbError(receivables.error)} onRetry={() => void receivables.refetch()} />;
    if (receivables.data.length === 0) return <EmptyState message="Nothing is owed: every issued invoice is paid or credited." />;
    const rows = ageReceivables(receivables.data, by);
    const totals = ageTotals(rows);
    const overdue = totals.total - totals.byAge[0];
    return (
      <>
        <p className="text-slate-800">
          <strong>{formatPaise(totals.total)} owed</strong> on {receivables.data.length} {receivables.data.length === 1 ? 'invoice' : 'invoices'};{' '}
          {overdue > 0 ? <strong className="text-red-800">{formatPaise(overdue)} past due.</strong> : 'none past due.'}
        </p>
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" tabIndex={0} role="region" aria-label="Receivables by age">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">What is owed by {by === 'client' ? 'client' : 'sales person'} and by days past due</caption>
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {by === 'client' ? 'Client' : 'Sales person'}
                </th>
                {AGES.map((age) => (
                  <th key={age.label} scope="col" className="py-2 pr-3 text-right">
                    {age.label}
                  </th>
                ))}
                <th scope="col" className="py-2 pr-3 text-right">
                  Owed
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="px-3 py-2 font-medium">
                    {by === 'client' ? (
                      <Link to={paths.admin.statement(row.key)} className="text-brand-700 underline hover:text-brand-800">
                        {row.name}
                      </Link>
                    ) : (
                      row.name
                    )}
                  </th>
                  {row.byAge.map((amount, index) => (
                    <td key={AGES[index].label} className={`${amountCell} ${index > 0 && amount > 0 ? 'text-red-800' : ''}`}>
                      {amount > 0 ? formatPaise(amount) : '—'}
                    </td>
                  ))}
                  <td className={`${amountCell} font-semibold`}>{formatPaise(row.total)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-slate-300 font-semibold">
              <tr>
                <th scope="row" className="px-3 py-2">
                  Total
                </th>
                {totals.byAge.map((amount, index) => (
                  <td key={AGES[index].label} className={amountCell}>
                    {formatPaise(amount)}
                  </td>
                ))}
                <td className={amountCell}>{formatPaise(totals.total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </>
    );
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader title="Receivables" description="What clients owe today, by how long past the invoice's due day." />
      <StatementPicker canRead={canRead} />
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Group by</legend>
        {GROUPINGS.map((grouping) => (
          <label key={grouping.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name="receivables-by" value={grouping.value} checked={by === grouping.value} onChange={() => setBy(grouping.value)} className="size-4 accent-brand-700" />
            {grouping.label}
          </label>
        ))}
      </fieldset>
      {body()}
      <TdsToMatch canRead={canRead} />
    </div>
  );
}
