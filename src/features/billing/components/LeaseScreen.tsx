import { ArrowLeft, Pencil } from 'lucide-react';
import { useState } from 'react';
import { AdminPageHeader, Button, ErrorBanner, LoadingText } from '@/components/admin';
import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import { describeDbError } from '@/lib/db-errors';
import { formatDate } from '@/lib/format';
import { formatPaise } from '@/lib/numbers';
import { useLease } from '../api/fetch-lease';
import { useLeaseSites } from '../api/fetch-lease-sites';
import type { LeaseRecord } from '../api/lease-types';
import { BillingOnly } from './BillingOnly';
import { LeaseAgreementPanel } from './LeaseAgreementPanel';
import { LeaseForm } from './LeaseForm';
import { LeaseLandlordPanel } from './LeaseLandlordPanel';
import { LeaseRentPanel } from './LeaseRentPanel';
import { LeaseTermsPanel } from './LeaseTermsPanel';
import { RentPaymentsPanel } from './RentPaymentsPanel';

/**
 * One lease (docs/product.md §16 Leases, docs/decisions/115): its next escalation first, its terms and landlord
 * (each to edit), a month's rent with 'Record rent payment', the rent paid (each to void) and the agreement. Admins
 * and accounts only.
 */
export function LeaseScreen({ id, canRead }: { id: string; canRead: boolean }) {
  const lease = useLease(id, canRead);
  const sites = useLeaseSites(canRead);
  const [editing, setEditing] = useState(false);
  if (!canRead) return <BillingOnly title="Lease" readers="Admins and accounts" what="Leases and rent" />;
  if (lease.isPending) return <LoadingText text="Loading lease..." />;
  if (lease.isError) return <ErrorBanner message={describeDbError(lease.error)} onRetry={() => void lease.refetch()} />;
  if (!lease.data) return <AdminPageHeader title="Lease not found" description="The address is wrong, or the lease was removed." />;
  const record = lease.data;
  const site = sites.data?.find((known) => known.id === record.site_id);
  return (
    <div className="space-y-6">
      <Link to={paths.admin.leases} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Leases
      </Link>
      <AdminPageHeader
        title={site ? `Lease of ${site.code}` : 'Lease'}
        description={`${site ? `${site.name}, from` : 'From'} ${record.landlord.name}: ${formatDate(record.starts_on)} to ${formatDate(record.ends_on)}`}
        actions={
          !editing && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit lease
            </Button>
          )
        }
      />
      <NextEscalation lease={record} />
      {editing ? (
        <div className="space-y-2">
          <LeaseForm lease={record} onSaved={() => setEditing(false)} />
          <Button variant="secondary" onClick={() => setEditing(false)}>
            Close without saving
          </Button>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <LeaseTermsPanel lease={record} site={site} />
          <LeaseLandlordPanel landlord={record.landlord} />
        </div>
      )}
      <LeaseRentPanel lease={record.id} />
      <RentPaymentsPanel lease={record.id} />
      <LeaseAgreementPanel lease={record.id} path={record.agreement_path} />
    </div>
  );
}

/** 'Next escalation', where accounts look first: the day and the monthly rent from then (next_escalation()). */
function NextEscalation({ lease }: { lease: LeaseRecord }) {
  const next = lease.next_escalation;
  return (
    <section aria-labelledby="next-escalation-heading" className="rounded-xl border border-brand-100 bg-brand-50 p-4 sm:p-6">
      <h2 id="next-escalation-heading" className="text-sm font-semibold uppercase tracking-wide text-brand-800">
        Next escalation
      </h2>
      <p className="mt-1 text-xl font-semibold text-slate-900">{next ? `${formatDate(next.on)}: ${formatPaise(next.monthly_rent_paise)} a month` : 'None left in its term'}</p>
    </section>
  );
}
