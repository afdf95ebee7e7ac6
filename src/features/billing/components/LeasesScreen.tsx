import { FilePlus } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminPageHeader, Button, EmptyState, ErrorBanner, LoadingText } from '@/components/admin';
import { TextField } from '@/components/form';
import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import { describeDbError } from '@/lib/db-errors';
import { formatDate } from '@/lib/format';
import { indiaDayAndTime } from '@/lib/india-time';
import { formatPaise } from '@/lib/numbers';
import { useLandlordBalances } from '../api/fetch-landlord-balances';
import { useRentsDue } from '../api/fetch-rents-due';
import type { NextEscalation, RentDue, RentFigures } from '../api/rent-types';
import { BillingOnly } from './BillingOnly';
import { LandlordForm } from './LandlordForm';
import { LeaseForm } from './LeaseForm';
import { RecordRentPaymentForm } from './RecordRentPaymentForm';

const cell = 'py-2 pr-3';
const amountCell = 'py-2 pr-3 text-right tabular-nums';

/**
 * 'Leases' (docs/product.md §16, docs/decisions/115): each landlord's rent to date, and the rent every lease makes due
 * in a month with its TDS, its GST (or the reverse charge, with its rule), what is paid, its next escalation and
 * 'Record rent payment', each site linking to its lease's page; 'Add a landlord' and 'Add a lease'. Admins and accounts only.
 */
export function LeasesScreen({ canRead }: { canRead: boolean }) {
  const [month, setMonth] = useState(() => indiaDayAndTime(new Date()).day.slice(0, 7));
  if (!canRead) return <BillingOnly title="Leases" readers="Admins and accounts" what="Leases and rent" />;
  return (
    <div className="space-y-6">
      <AdminPageHeader title="Leases" description="The rent each site's lease makes due, what is paid and what each landlord is owed." />
      <LandlordBalances />
      <LandlordForm />
      <AddLease />
      <section aria-labelledby="rents-heading" className="space-y-3">
        <h2 id="rents-heading" className="text-lg font-semibold text-slate-900">
          Rent due
        </h2>
        <div className="max-w-xs">
          <TextField label="Month" type="month" value={month} onChange={(event) => event.target.value && setMonth(event.target.value)} />
        </div>
        <RentsDue month={`${month}-01`} />
      </section>
    </div>
  );
}

/** 'Add a lease': the form opens on asking; the new lease's page follows its saving. */
function AddLease() {
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  if (adding) {
    return (
      <div className="space-y-2">
        <LeaseForm onSaved={(id) => void navigate(paths.admin.lease(id))} />
        <Button variant="secondary" onClick={() => setAdding(false)}>
          Close without saving
        </Button>
      </div>
    );
  }
  return (
    <Button variant="secondary" onClick={() => setAdding(true)}>
      <FilePlus aria-hidden="true" className="size-4" />
      Add a lease
    </Button>
  );
}

function LandlordBalances() {
  const balances = useLandlordBalances(true);
  if (balances.isPending) return <LoadingText text="Loading landlords..." />;
  if (balances.isError) return <ErrorBanner message={describeDbError(balances.error)} onRetry={() => void balances.refetch()} />;
  if (balances.data.length === 0) return <EmptyState message="No leases yet." />;
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" tabIndex={0} role="region" aria-label="Landlords">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Each landlord's rent to date</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">Landlord</th>
            <th scope="col" className={cell}>PAN and GSTIN</th>
            <th scope="col" className={amountCell}>Due to date</th>
            <th scope="col" className={amountCell}>Paid</th>
            <th scope="col" className={amountCell}>Left</th>
            <th scope="col" className={amountCell}>Overdue</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {balances.data.map((row) => (
            <tr key={row.landlord_id}>
              <th scope="row" className="px-3 py-2 font-medium">
                {row.landlord_name} <span className="block font-normal text-slate-600">{row.phone}</span>
              </th>
              <td className={cell}>
                {row.pan} <span className="block text-slate-600">{row.gstin ?? 'Unregistered for GST'}</span>
              </td>
              <td className={amountCell}>{formatPaise(row.due_paise)}</td>
              <td className={amountCell}>{formatPaise(row.paid_paise)}</td>
              <td className={amountCell}>{formatPaise(row.outstanding_paise)}</td>
              <td className={`${amountCell} ${row.overdue_paise > 0 ? 'font-semibold text-red-800' : ''}`}>{row.overdue_paise > 0 ? formatPaise(row.overdue_paise) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RentsDue({ month }: { month: string }) {
  const rents = useRentsDue(month, true);
  const [paying, setPaying] = useState<string | null>(null);
  if (rents.isPending) return <LoadingText text="Loading rent..." />;
  if (rents.isError) return <ErrorBanner message={describeDbError(rents.error)} onRetry={() => void rents.refetch()} />;
  if (rents.data.length === 0) return <EmptyState message="No lease runs in this month." />;
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" tabIndex={0} role="region" aria-label="Rent by lease">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">The rent each lease makes due this month</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">Site</th>
            <th scope="col" className={cell}>Landlord</th>
            <th scope="col" className={amountCell}>Rent</th>
            <th scope="col" className={amountCell}>TDS</th>
            <th scope="col" className={amountCell}>GST</th>
            <th scope="col" className={amountCell}>Left</th>
            <th scope="col" className={cell}>Next escalation</th>
            <th scope="col" className={cell}><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rents.data.map((rent) => (
            <Fragment key={rent.lease_id}>
              <RentRow rent={rent} onPay={() => setPaying(paying === rent.lease_id ? null : rent.lease_id)} />
              {paying === rent.lease_id && (
                <tr>
                  <td colSpan={8}>
                    <RecordRentPaymentForm rent={rent} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RentRow({ rent, onPay }: { rent: RentDue; onPay: () => void }) {
  const figures = rent.figures as unknown as RentFigures;
  const next = rent.next_escalation as unknown as NextEscalation | null;
  return (
    <tr>
      <th scope="row" className="px-3 py-2 font-medium">
        <Link to={paths.admin.lease(rent.lease_id)} className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {rent.site_code}
        </Link>{' '}
        <span className="block font-normal text-slate-600">{rent.site_name}</span>
      </th>
      <td className={cell}>{rent.landlord_name}</td>
      <td className={amountCell}>
        {formatPaise(rent.rent_paise)}
        {figures.share_paise !== null && (
          <span className="block text-xs text-slate-600">
            Share of {formatPaise(figures.revenue_paise ?? 0)} {figures.revenue_basis === 'invoiced' ? 'invoiced' : 'booked'}
          </span>
        )}
      </td>
      <td className={amountCell}>{rent.tds_paise > 0 ? `${formatPaise(rent.tds_paise)} (${figures.tds_percent}%)` : '—'}</td>
      <td className={amountCell}>
        {rent.reverse_charge_paise > 0 ? (
          <span title={figures.reverse_charge_rule ?? undefined}>
            {formatPaise(rent.reverse_charge_paise)} <span className="block text-xs text-slate-600">reverse charge, paid by us</span>
          </span>
        ) : rent.gst_paise > 0 ? (
          formatPaise(rent.gst_paise)
        ) : (
          '—'
        )}
      </td>
      <td className={`${amountCell} ${rent.overdue ? 'font-semibold text-red-800' : ''}`}>
        {rent.outstanding_paise > 0 ? formatPaise(rent.outstanding_paise) : 'Paid'}
        {rent.overdue && <span className="block text-xs">Overdue since {formatDate(rent.due_on)}</span>}
      </td>
      <td className={cell}>{next ? `${formatDate(next.on)}: ${formatPaise(next.monthly_rent_paise)} a month` : '—'}</td>
      <td className={cell}>
        {rent.outstanding_paise > 0 && (
          <Button type="button" variant="secondary" onClick={onPay}>
            Record rent payment
          </Button>
        )}
      </td>
    </tr>
  );
}
