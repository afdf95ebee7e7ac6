import { Trash2 } from 'lucide-react';
import { EmptyState, ErrorBanner, IconButton, LoadingText } from '@/components/admin';
import { describeDbError } from '@/lib/db-errors';
import { formatDate } from '@/lib/format';
import { formatPaise } from '@/lib/numbers';
import { useDeleteSiteCost } from '../api/delete-site-cost';
import { useSiteCosts } from '../api/fetch-site-costs';

const KIND_LABELS: Record<string, string> = { licence: 'Licence fee', power: 'Power', repair: 'Repair', other: 'Other' };
const cell = 'py-2 pr-3';

/** The latest costs, newest first; an entered one can be removed, a power cost goes only with its bill (docs/decisions/116). */
export function CostsList() {
  const costs = useSiteCosts(true);
  const remove = useDeleteSiteCost();
  if (costs.isPending) return <LoadingText text="Loading costs..." />;
  if (costs.isError) return <ErrorBanner message={describeDbError(costs.error)} onRetry={() => void costs.refetch()} />;
  return (
    <section aria-labelledby="costs-heading" className="space-y-3">
      <h2 id="costs-heading" className="text-lg font-semibold text-slate-900">
        Latest costs
      </h2>
      {remove.isError && <ErrorBanner message={describeDbError(remove.error)} />}
      {costs.data.length === 0 ? (
        <EmptyState message="No costs yet." />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" tabIndex={0} role="region" aria-label="Costs, newest first">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">The latest costs of the sites</caption>
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">Paid on</th>
                <th scope="col" className={cell}>Site</th>
                <th scope="col" className={cell}>For</th>
                <th scope="col" className={cell}>Pays for</th>
                <th scope="col" className={`${cell} text-right`}>Amount</th>
                <th scope="col" className={cell}><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {costs.data.map((cost) => (
                <tr key={cost.id}>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(cost.incurred_on)}</td>
                  <th scope="row" className={`${cell} font-medium whitespace-nowrap`}>{cost.site?.code ?? '—'}</th>
                  <td className={cell}>
                    {KIND_LABELS[cost.kind]}: {cost.description}
                    {cost.reference && <span className="block text-slate-600">{cost.reference}</span>}
                  </td>
                  <td className={cell}>
                    {cost.covers_from === cost.covers_to ? formatDate(cost.covers_from) : `${formatDate(cost.covers_from)} to ${formatDate(cost.covers_to)}`}
                  </td>
                  <td className={`${cell} text-right tabular-nums`}>{formatPaise(cost.amount_paise)}</td>
                  <td className={cell}>
                    {cost.kind !== 'power' && (
                      <IconButton label={`Remove ${KIND_LABELS[cost.kind]?.toLowerCase()} of ${cost.site?.code ?? 'the site'} paid ${formatDate(cost.incurred_on)}`} onClick={() => remove.mutate(cost.id)} disabled={remove.isPending} tone="danger" icon={<Trash2 aria-hidden="true" className="size-4" />} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
