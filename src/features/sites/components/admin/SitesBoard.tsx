import { Link } from '@/components/Link';
import { AdminPageHeader, ErrorBanner, LoadingText } from '@/components/admin';
import { Pagination, SearchBox, useRecordsBrowser } from '@/components/data-table';
import { paths } from '@/config/paths';
import { describeListError } from '@/lib/list-query';
import { useAdminSites } from '../../api/fetch-admin-sites';
import { useBookingsBetween } from '../../api/fetch-bookings-between';
import { statusBetween, statusLabels, type DayStatus } from '../../availability';
import { dayName } from '../../date-names';
import { addDays, overlaps, today } from '@/lib/calendar-days';
import { timeLeft } from '@/lib/time-left';
import type { SiteBooking } from '../../api/booking-types';

export const BOARD_WEEKS = 12;
const BOARD_PAGE_SIZE = 25;
const cellColours: Record<DayStatus, string> = { free: 'bg-emerald-100 text-emerald-900', held: 'bg-amber-200 text-amber-950', booked: 'bg-red-600 text-white' };
const cellLetters: Record<DayStatus, string> = { free: '', held: 'H', booked: 'B' };

/** The Mondays of the next twelve weeks, from this week's. */
export function boardWeeks(now = today()): string[] {
  const weekday = (new Date(`${now}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(now, -weekday);
  return Array.from({ length: BOARD_WEEKS }, (_, index) => addDays(monday, index * 7));
}

/**
 * A week's words: 'Free', 'Booked', 'Held', or for a week held only by holds that expire, 'Hold, 2 days left' until
 * the last of them lapses (the week is free then; docs/decisions/053).
 */
export function weekLabel(status: DayStatus, week: string, taken: readonly Pick<SiteBooking, 'starts_on' | 'ends_on' | 'kind' | 'expires_at'>[], now: Date = new Date()): string {
  if (status !== 'held') return statusLabels[status];
  const holds = taken.filter((booking) => booking.kind === 'hold' && overlaps({ from: week, to: addDays(week, 6) }, { from: booking.starts_on, to: booking.ends_on }));
  if (holds.length === 0 || holds.some((hold) => !hold.expires_at)) return statusLabels.held;
  const lastExpiry = holds.map((hold) => hold.expires_at as string).sort().at(-1) as string;
  const left = timeLeft(lastExpiry, now);
  return left ? `Hold, ${left} left` : statusLabels.held;
}

/**
 * The board (docs/product.md §2, Sites): sites down, the next 12 weeks across, each week free, held or
 * booked (a week with any booked day is booked). Paged and searchable like the Sites list.
 */
export function SitesBoard() {
  const browser = useRecordsBrowser();
  const sites = useAdminSites({ search: browser.search, page: browser.page, pageSize: BOARD_PAGE_SIZE });
  const weeks = boardWeeks();
  const lastDay = addDays(weeks[weeks.length - 1] as string, 6);
  const ids = sites.data?.rows.map((site) => site.id) ?? [];
  const bookings = useBookingsBetween(ids, weeks[0] as string, lastDay);

  return (
    <>
      <AdminPageHeader title="Sites board" description={`Next ${BOARD_WEEKS} weeks: free, held (H) or booked (B).`} />
      <SearchBox label="Search sites" placeholder="Code, name or locality" value={browser.input} onChange={browser.setInput} onSubmit={browser.submit} />
      {sites.isPending && <LoadingText text="Loading board..." />}
      {sites.isError && <ErrorBanner message={describeListError(sites.error)} onRetry={() => void sites.refetch()} />}
      {bookings.isError && <ErrorBanner message={describeListError(bookings.error)} onRetry={() => void bookings.refetch()} />}
      {sites.data && (
        <>
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
            <table className="min-w-full text-xs">
              <caption className="sr-only">Sites by week, next {BOARD_WEEKS} weeks</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
                    Site
                  </th>
                  {weeks.map((week) => (
                    <th key={week} scope="col" className="px-1 py-2 text-center font-medium whitespace-nowrap text-slate-700">
                      {dayName(week).replace(/ \d{4}$/, '')}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {sites.data.rows.map((site) => {
                  const taken = bookings.data?.filter((booking) => booking.site_id === site.id) ?? [];
                  return (
                    <tr key={site.id}>
                      <th scope="row" className="px-3 py-1.5 text-left font-medium">
                        <Link to={paths.admin.siteBookings(site.id)} className="whitespace-nowrap text-brand-700 hover:text-brand-800">
                          {site.code}
                        </Link>
                        {/* The name beside the code: staff know sites by their road, not their code. */}
                        <span className="block max-w-48 truncate font-normal text-slate-600" title={site.name}>
                          {site.name}
                        </span>
                      </th>
                      {weeks.map((week) => {
                        const status = bookings.data ? statusBetween(week, addDays(week, 6), taken) : null;
                        const label = status ? weekLabel(status, week, taken) : undefined;
                        return (
                          <td key={week} className="p-0.5">
                            <div className={`flex h-7 items-center justify-center rounded font-semibold ${status ? cellColours[status] : 'bg-slate-100'}`} title={label}>
                              <span aria-hidden="true">{status ? cellLetters[status] : ''}</span>
                              <span className="sr-only">{label ?? 'Loading'}</span>
                            </div>
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pagination page={browser.page} pageSize={BOARD_PAGE_SIZE} total={sites.data.total} onPageChange={browser.setPage} busy={sites.isPlaceholderData} />
        </>
      )}
    </>
  );
}
