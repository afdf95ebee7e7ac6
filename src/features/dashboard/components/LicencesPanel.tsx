import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import { useBookingsPastLicence, type PastLicenceBooking } from '@/features/sites/admin';
import { LICENCE_DAYS, useLicencesEnding, type LicenceEnding } from '../api/licences-ending';
import { dayText, endingText } from '../figures-format';
import { Empty, Panel, rowLink, together } from './FiguresPanel';

/**
 * Licences and stability certificates ending within LICENCE_DAYS days or ended (docs/decisions/054), and first the
 * confirmed bookings that run past their site's licence (decision 094): each needs the licence renewed, or the booking
 * ended by then.
 */
export function LicencesPanel({ on }: { on: string }) {
  const query = together({ licences: useLicencesEnding(), pastLicence: useBookingsPastLicence() });
  return (
    <Panel id="licences" title={`Licences and certificates ending within ${LICENCE_DAYS} days`} query={query}>
      {({ licences, pastLicence }) =>
        licences.length + pastLicence.length === 0 ? (
          <Empty>No licences end in the next {LICENCE_DAYS} days.</Empty>
        ) : (
          <ul className="divide-y divide-slate-100">
            {pastLicence.map((booking) => (
              <PastLicenceRow key={booking.booking_id} booking={booking} />
            ))}
            {licences.map((licence) => (
              <LicenceRow key={`${licence.site_id}-${licence.what}`} licence={licence} on={on} />
            ))}
          </ul>
        )
      }
    </Panel>
  );
}

function PastLicenceRow({ booking }: { booking: PastLicenceBooking }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
      <span>
        <Link to={paths.admin.siteBookings(booking.site_id)} className={rowLink}>
          {booking.code}
        </Link>{' '}
        booked for {booking.client_name} until {dayText(booking.ends_on)}
        <span className="block text-slate-600">The licence ends {dayText(booking.licence_ends_on)}: renew it, or end the booking by then.</span>
      </span>
      <span className="rounded bg-red-100 px-2 py-0.5 font-semibold text-red-800">Past its licence</span>
    </li>
  );
}

function LicenceRow({ licence, on }: { licence: LicenceEnding; on: string }) {
  const { ended, text } = endingText(licence.ends_on, on);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
      <span>
        <Link to={paths.admin.siteEdit(licence.site_id)} className={rowLink}>
          {licence.code}
        </Link>{' '}
        {licence.name}
        <span className="block text-slate-600">
          {licence.what}, {ended ? 'ended' : 'ends'} {dayText(licence.ends_on)}
        </span>
      </span>
      <span className={ended ? 'rounded bg-red-100 px-2 py-0.5 font-semibold text-red-800' : 'font-medium text-amber-800'}>{text}</span>
    </li>
  );
}
