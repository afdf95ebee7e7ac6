import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, EmptyState, ErrorBanner, IconButton, LoadingText } from '@/components/admin';
import { describeDbError } from '@/lib/db-errors';
import { formatDate } from '@/lib/format';
import { formatPaise } from '@/lib/numbers';
import { useDeletePowerBill } from '../api/delete-power-bill';
import { usePowerMeters, type PowerMeter } from '../api/fetch-power-meters';
import { AddPowerMeterForm } from './AddPowerMeterForm';
import { MeterSharesForm } from './MeterSharesForm';
import { PowerBillForm } from './PowerBillForm';

/** The power meters, the share of each bill each site bears, and their bills, with 'Record a bill' (docs/decisions/116). */
export function PowerMeters() {
  const meters = usePowerMeters(true);
  return (
    <section aria-labelledby="meters-heading" className="space-y-3">
      <h2 id="meters-heading" className="text-lg font-semibold text-slate-900">
        Power meters
      </h2>
      {meters.isPending ? (
        <LoadingText text="Loading meters..." />
      ) : meters.isError ? (
        <ErrorBanner message={describeDbError(meters.error)} onRetry={() => void meters.refetch()} />
      ) : meters.data.length === 0 ? (
        <EmptyState message="No power meters yet." />
      ) : (
        meters.data.map((meter) => <Meter key={meter.id} meter={meter} />)
      )}
      <AddPowerMeterForm />
    </section>
  );
}

function Meter({ meter }: { meter: PowerMeter }) {
  const [open, setOpen] = useState<'bill' | 'shares' | null>(null);
  const toggle = (form: 'bill' | 'shares') => setOpen(open === form ? null : form);
  const remove = useDeletePowerBill();
  return (
    <article className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={`meter-${meter.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`meter-${meter.id}`} className="font-semibold text-slate-900">
            {meter.name}
          </h3>
          <p className="text-sm text-slate-600">Connection {meter.connection_number}</p>
          <p className="mt-1 text-sm text-slate-700">
            Lights {meter.shares.map((share) => `${share.site?.code ?? 'a site'} (${share.share_percent}%)`).join(', ') || 'no site yet'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" onClick={() => toggle('shares')} aria-expanded={open === 'shares'}>
            Sites and shares
          </Button>
          <Button type="button" variant="secondary" onClick={() => toggle('bill')} aria-expanded={open === 'bill'}>
            Record a bill
          </Button>
        </div>
      </div>
      {remove.isError && <ErrorBanner message={describeDbError(remove.error)} />}
      {open === 'shares' && <MeterSharesForm meter={meter} onDone={() => setOpen(null)} />}
      {open === 'bill' && <PowerBillForm meter={meter.id} name={meter.name} onDone={() => setOpen(null)} />}
      {meter.bills.length > 0 && (
        <ul className="divide-y divide-slate-200 text-sm">
          {meter.bills.map((bill) => (
            <li key={bill.id} className="flex flex-wrap justify-between gap-2 py-1.5">
              <span>
                {bill.bill_number}: {formatDate(bill.period_from)} to {formatDate(bill.period_to)}
              </span>
              <span className="flex items-center gap-2 tabular-nums">
                {formatPaise(bill.amount_paise)}
                <IconButton label={`Delete bill ${bill.bill_number} and its split`} tone="danger" disabled={remove.isPending} onClick={() => remove.mutate(bill.id)} icon={<Trash2 aria-hidden="true" className="size-4" />} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
