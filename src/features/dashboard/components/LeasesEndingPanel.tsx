import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import { LEASE_DAYS, useLeasesEnding, type LeaseEnding } from '../api/leases-ending';
import { dayText, endingText } from '../figures-format';
import { Empty, Panel, rowLink } from './FiguresPanel';

/**
 * Leases ending within LEASE_DAYS days or past the last day to give notice (docs/decisions/115), beside the licences:
 * each needs renewing, or the site given up, before then.
 */
export function LeasesEndingPanel({ on }: { on: string }) {
  const leases = useLeasesEnding();
  return (
    <Panel id="leases" title={`Leases ending within ${LEASE_DAYS} days or past notice`} query={leases}>
      {(rows) =>
        rows.length === 0 ? (
          <Empty>No lease ends in the next {LEASE_DAYS} days or is past its notice day.</Empty>
        ) : (
          <ul className="divide-y divide-slate-100">
            {rows.map((lease) => (
              <LeaseRow key={lease.lease_id} lease={lease} on={on} />
            ))}
          </ul>
        )
      }
    </Panel>
  );
}

function LeaseRow({ lease, on }: { lease: LeaseEnding; on: string }) {
  const { text } = endingText(lease.ends_on, on);
  const noticePassed = lease.notice_by <= on;
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
      <span>
        <Link to={paths.admin.leases} className={rowLink}>
          {lease.code}
        </Link>{' '}
        {lease.name}
        <span className="block text-slate-600">
          {lease.landlord_name}'s lease ends {dayText(lease.ends_on)}; notice {noticePassed ? 'was due by' : 'is due by'} {dayText(lease.notice_by)}
        </span>
      </span>
      <span className={noticePassed ? 'rounded bg-red-100 px-2 py-0.5 font-semibold text-red-800' : 'font-medium text-amber-800'}>{noticePassed ? 'Past notice' : text}</span>
    </li>
  );
}
