import { ArrowLeft, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AdminPageHeader, Button, EmptyState, ErrorBanner, IconButton, LoadingText } from '@/components/admin';
import { ButtonLink } from '@/components/Button';
import { useDialogs } from '@/components/dialog';
import { paths } from '@/config/paths';
import { describeDbError } from '@/lib/db-errors';
import { useAdminSite } from '../../api/admin-sites';
import { useDeleteBooking, useSiteBookings, type SiteBooking } from '../../api/site-bookings';
import { rangeName } from '../../date-names';
import { firstOfMonth, today } from '@/lib/calendar-days';
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
  const remove = useDeleteBooking();
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
            <AvailabilityStrip from={firstOfMonth(today())} taken={bookings.data} months={12} />
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
                        <span className={`ml-2 rounded px-2 py-0.5 text-xs font-semibold ${booking.kind === 'confirmed' ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}>
                          {booking.kind === 'confirmed' ? 'Booked' : 'Held'}
                        </span>
                      </p>
                      <p className="text-sm text-slate-700">
                        {booking.client_name}
                        {booking.note ? ` · ${booking.note}` : ''}
                      </p>
                      {booking.overrides_hold_of && <p className="text-sm text-slate-600">Confirmed over the hold for {booking.overrides_hold_of}</p>}
                    </div>
                    <div className="flex gap-1">
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
