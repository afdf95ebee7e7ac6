import { ArrowLeft, Clock, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AdminPageHeader, Button, EmptyState, ErrorBanner, IconButton, LoadingText } from '@/components/admin';
import { ButtonLink } from '@/components/Button';
import { useDialogs } from '@/components/dialog';
import { paths } from '@/config/paths';
import { describeDbError } from '@/lib/db-errors';
import { useAdminSite } from '../../api/fetch-admin-site';
import { useBookingsPastLicence } from '../../api/bookings-past-licence';
import { isLapsedHold, type SiteBooking } from '../../api/booking-types';
import { useDeleteBooking } from '../../api/use-delete-booking';
import { useExtendHold } from '../../api/use-extend-hold';
import { useSiteBookings } from '../../api/fetch-site-bookings';
import { dayName, rangeName } from '../../date-names';
import { firstOfMonth, today } from '@/lib/calendar-days';
import { formatDateTime } from '@/lib/format';
import { timeLeft } from '@/lib/time-left';
import { AvailabilityStrip } from '../AvailabilityStrip';
import { BookingForm } from './BookingForm';

type Props = { siteId: string; canEdit: boolean; canDelete: boolean; isAdmin: boolean };
type Editing = { booking?: SiteBooking } | null;

/**
 * One site's holds and confirmed bookings (docs/product.md §2, Sites): the next 12 months as a timeline,
 * the list with client and note, and add, change and remove as the role allows.
 */
export function SiteBookings({ siteId, canEdit, canDelete, isAdmin }: Props) {
  const site = useAdminSite(siteId);
  const bookings = useSiteBookings(siteId);
  const pastLicence = useBookingsPastLicence(siteId);
  const remove = useDeleteBooking();
  const extend = useExtendHold();
  const { confirm, alert } = useDialogs();
  const [editing, setEditing] = useState<Editing>(null);
  const title = site.data ? `Bookings: ${site.data.name} (${site.data.code})` : 'Bookings';

  async function handleRemove(booking: SiteBooking) {
    if (!(await confirm(`Remove the ${booking.kind === 'hold' ? 'hold' : 'booking'} for ${booking.client_name}, ${rangeName(booking.starts_on, booking.ends_on)}?`))) return;
    try {
      await remove.mutateAsync(booking.id);
    } catch (error) {
      await alert(describeDbError(error));
    }
  }

  async function handleExtend(booking: SiteBooking) {
    try {
      await extend.mutateAsync(booking.id);
    } catch (error) {
      await alert(describeDbError(error));
    }
  }

  if (site.isError) return <ErrorBanner message={describeDbError(site.error)} onRetry={() => void site.refetch()} />;
  return (
    <>
      <AdminPageHeader
        title={title}
        actions={
          <ButtonLink to={paths.admin.sites} variant="secondary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Sites
          </ButtonLink>
        }
      />
      {bookings.isPending && <LoadingText text="Loading bookings..." />}
      {bookings.isError && <ErrorBanner message={describeDbError(bookings.error)} onRetry={() => void bookings.refetch()} />}
      {bookings.data && (
        <div className="space-y-8">
          <section aria-labelledby="timeline-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h2 id="timeline-heading" className="mb-4 text-lg font-semibold text-slate-900">
              Next 12 months
            </h2>
            <AvailabilityStrip from={firstOfMonth(today())} taken={bookings.data.filter((booking) => !isLapsedHold(booking))} months={12} />
          </section>
          {editing ? (
            <BookingForm key={editing.booking?.id ?? 'new'} siteId={siteId} booking={editing.booking} isAdmin={isAdmin} onDone={() => setEditing(null)} />
          ) : (
            canEdit && (
              <Button onClick={() => setEditing({})}>
                <Plus aria-hidden="true" className="size-4" />
                Add a booking
              </Button>
            )
          )}
          <section aria-labelledby="bookings-heading">
            <h2 id="bookings-heading" className="mb-3 text-lg font-semibold text-slate-900">
              Holds and bookings
            </h2>
            {bookings.data.length === 0 ? (
              <EmptyState message="No holds or bookings: this site is free." />
            ) : (
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {bookings.data.map((booking) => (
                  <li key={booking.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                    <div>
                      <p className="font-medium text-slate-900">
                        {rangeName(booking.starts_on, booking.ends_on)}{' '}
                        <BookingBadge booking={booking} />
                      </p>
                      {booking.kind === 'hold' && booking.expires_at && (
                        <p className="text-sm text-slate-600">
                          {isLapsedHold(booking) ? 'Expired' : `Expires in ${timeLeft(booking.expires_at) ?? 'less than an hour'}`} (
                          <time dateTime={booking.expires_at}>{formatDateTime(booking.expires_at)}</time>)
                        </p>
                      )}
                      <p className="text-sm text-slate-700">
                        {booking.client_name}
                        {booking.note ? ` · ${booking.note}` : ''}
                      </p>
                      {booking.overrides_hold_of && <p className="text-sm text-slate-600">Confirmed over the hold for {booking.overrides_hold_of}</p>}
                      <PastLicence ends={pastLicence.data?.find((past) => past.booking_id === booking.id)?.licence_ends_on} />
                    </div>
                    <div className="flex gap-1">
                      {isAdmin && booking.kind === 'hold' && (
                        <IconButton
                          label={`Extend the hold for ${booking.client_name}`}
                          icon={<Clock aria-hidden="true" className="size-4" />}
                          disabled={extend.isPending}
                          onClick={() => void handleExtend(booking)}
                        />
                      )}
                      {canEdit && <IconButton label={`Change booking for ${booking.client_name}`} icon={<Pencil aria-hidden="true" className="size-4" />} onClick={() => setEditing({ booking })} />}
                      {canDelete && (
                        <IconButton label={`Remove booking for ${booking.client_name}`} tone="danger" icon={<Trash2 aria-hidden="true" className="size-4" />} onClick={() => void handleRemove(booking)} />
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </>
  );
}

/** A confirmed booking that runs past the site's licence says so, and what to do (docs/decisions/094). */
function PastLicence({ ends }: { ends: string | undefined }) {
  if (!ends) return null;
  return <p className="text-sm font-medium text-red-800">Runs past the site's licence, which ends on {dayName(ends)}: renew the licence, or end the booking by then.</p>;
}

/** 'Booked', 'Held', or 'Hold expired' for a hold past its expiry (it no longer keeps the days). */
function BookingBadge({ booking }: { booking: SiteBooking }) {
  const [text, tone] =
    booking.kind === 'confirmed' ? ['Booked', 'bg-red-100 text-red-800'] : isLapsedHold(booking) ? ['Hold expired', 'bg-slate-100 text-slate-700'] : ['Held', 'bg-amber-100 text-amber-900'];
  return <span className={`ml-2 rounded px-2 py-0.5 text-xs font-semibold ${tone}`}>{text}</span>;
}
