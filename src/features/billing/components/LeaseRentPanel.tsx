import { ReceiptIndianRupee } from 'lucide-react';
import { useState } from 'react';
import { Button, ErrorBanner, LoadingText } from '@/components/admin';
import { TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { formatDate } from '@/lib/format';
import { indiaDayAndTime } from '@/lib/india-time';
import { formatPaise } from '@/lib/numbers';
import { useRentsDue } from '../api/fetch-rents-due';
import type { RentDue, RentFigures } from '../api/rent-types';
import { monthName } from '../lease-terms';
import { Term } from './LeaseTermsPanel';
import { RecordRentPaymentForm } from './RecordRentPaymentForm';

/**
 * A month of the lease (this one first): its rent, the TDS with its rate, the GST a registered landlord charges or the
 * reverse charge we pay with its rule, what is payable and left, and 'Record rent payment' (docs/decisions/115). The
 * figures are lease_month()'s, as rents_due() gives every lease's: the Leases screen's row for this lease.
 */
export function LeaseRentPanel({ lease }: { lease: string }) {
  const [month, setMonth] = useState(() => indiaDayAndTime(new Date()).day.slice(0, 7));
  const rents = useRentsDue(`${month}-01`, true);
  const rent = rents.data?.find((row) => row.lease_id === lease);
  return (
    <section aria-labelledby="lease-rent-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="lease-rent-heading" className="text-lg font-semibold text-slate-900">
        Rent for {monthName(`${month}-01`)}
      </h2>
      <div className="max-w-xs">
        <TextField label="Month" type="month" value={month} onChange={(event) => event.target.value && setMonth(event.target.value)} />
      </div>
      {rents.isPending ? (
        <LoadingText text="Loading rent..." />
      ) : rents.isError ? (
        <ErrorBanner message={describeDbError(rents.error)} onRetry={() => void rents.refetch()} />
      ) : rent ? (
        <MonthFigures key={month} rent={rent} />
      ) : (
        <p className="text-sm text-slate-700">This lease does not run in {monthName(`${month}-01`)}: no rent is due for it.</p>
      )}
    </section>
  );
}

function MonthFigures({ rent }: { rent: RentDue }) {
  const [paying, setPaying] = useState(false);
  const figures = rent.figures as unknown as RentFigures;
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Term name="Rent">
          {formatPaise(rent.rent_paise)}
          {figures.share_paise !== null && (
            <span className="block text-sm text-slate-600">
              Share of {formatPaise(figures.revenue_paise ?? 0)} {figures.revenue_basis === 'invoiced' ? 'invoiced' : 'booked'}
            </span>
          )}
        </Term>
        <Term name={`TDS${figures.tds_section ? ` (section ${figures.tds_section})` : ''}`}>
          {rent.tds_paise > 0 ? `${formatPaise(rent.tds_paise)} at ${figures.tds_percent}%` : 'None: the rent is under the threshold'}
        </Term>
        <Term name="GST">
          {rent.reverse_charge_paise > 0 ? (
            <>
              {formatPaise(rent.reverse_charge_paise)} at {figures.gst_percent}%, reverse charge, paid by us
              {figures.reverse_charge_rule && <span className="block text-sm text-slate-600">{figures.reverse_charge_rule}</span>}
            </>
          ) : rent.gst_paise > 0 ? (
            `${formatPaise(rent.gst_paise)} at ${figures.gst_percent}%, charged by the landlord`
          ) : (
            'None'
          )}
        </Term>
        <Term name="Payable to the landlord">{formatPaise(rent.payable_paise)}</Term>
        <Term name="Paid and TDS deducted">{formatPaise(rent.paid_paise + rent.tds_deducted_paise)}</Term>
        <Term name="Left">
          <span className={rent.overdue ? 'font-semibold text-red-800' : undefined}>
            {rent.outstanding_paise > 0 ? formatPaise(rent.outstanding_paise) : 'Paid'}
            {rent.overdue ? `, overdue since ${formatDate(rent.due_on)}` : rent.outstanding_paise > 0 ? `, due on ${formatDate(rent.due_on)}` : ''}
          </span>
        </Term>
      </dl>
      {rent.outstanding_paise > 0 && (
        <Button variant="secondary" aria-expanded={paying} onClick={() => setPaying(!paying)}>
          <ReceiptIndianRupee aria-hidden="true" className="size-4" />
          Record rent payment
        </Button>
      )}
      {paying && rent.outstanding_paise > 0 && <RecordRentPaymentForm rent={rent} />}
    </>
  );
}
