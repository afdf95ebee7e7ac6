import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import { formatPaise } from '@/lib/numbers';
import type { LeaseRecord, LeaseSite } from '../api/lease-types';
import { lockInUntil, noticeBy, percentEscalation } from '../lease-terms';
import { PROPERTY_KINDS } from '../schemas';

const panel = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/** A term of the lease: its name and what it is. */
export function Term({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{name}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

/** How the lease's rent rises: by its schedule, by a percentage, or not at all (docs/decisions/115). */
function Escalation({ lease }: { lease: LeaseRecord }) {
  if (lease.steps.length > 0) {
    return (
      <ul className="space-y-0.5">
        {lease.steps.map((step) => (
          <li key={step.starts_on}>
            From {formatDate(step.starts_on)}: {formatPaise(step.monthly_rent_paise)} a month
          </li>
        ))}
      </ul>
    );
  }
  if (lease.escalation_percent !== null && lease.escalation_every_months !== null) return <>{percentEscalation(lease.escalation_percent, lease.escalation_every_months)}, compounded</>;
  return <>None</>;
}

/**
 * The lease's terms (docs/product.md §16 Leases): the site, the term, the lock-in and the last day to give notice,
 * the kind of property, the rent or revenue share with its minimum, how it escalates, the deposit and the due day.
 */
export function LeaseTermsPanel({ lease, site }: { lease: LeaseRecord; site: LeaseSite | undefined }) {
  const lockIn = lockInUntil(lease.starts_on, lease.lock_in_months);
  const kind = PROPERTY_KINDS.find((known) => known.value === lease.property_kind)?.label ?? lease.property_kind;
  return (
    <section aria-labelledby="lease-terms-heading" className={panel}>
      <h2 id="lease-terms-heading" className="text-lg font-semibold text-slate-900">
        Terms
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Term name="Site">{site ? `${site.code} ${site.name}` : 'A site you cannot see'}</Term>
        <Term name="Term">
          {formatDate(lease.starts_on)} to {formatDate(lease.ends_on)}
        </Term>
        <Term name="Lock-in">{lockIn ? `${lease.lock_in_months} months, until ${formatDate(lockIn)}` : 'None'}</Term>
        <Term name="Notice">
          {lease.notice_days} days: give it by {formatDate(noticeBy(lease.ends_on, lease.notice_days))}
        </Term>
        <Term name="Kind of property">{kind}</Term>
        <Term name="Rent">
          {lease.revenue_share_percent !== null
            ? `${lease.revenue_share_percent}% of the site's revenue, at least ${formatPaise(lease.monthly_rent_paise)} a month`
            : `${formatPaise(lease.monthly_rent_paise)} a month`}
        </Term>
        <Term name="Escalation">
          <Escalation lease={lease} />
        </Term>
        <Term name="Security deposit">{formatPaise(lease.deposit_paise)}</Term>
        <Term name="Rent due">On day {lease.rent_due_day} of each month</Term>
      </dl>
    </section>
  );
}
