import type { ReactNode } from 'react';
import { Link } from '@/components/Link';
import { formatRupees } from '@/features/campaigns';
import { paths } from '@/config/paths';
import { lastOfMonth, today } from '@/lib/calendar-days';
import { describeDbError } from '@/lib/db-errors';
import { timeLeft } from '@/lib/time-left';
import {
  LICENCE_DAYS,
  useBoardBookings,
  useConfirmedLines,
  useLicencesEnding,
  useSalesOverview,
  type BoardBooking,
  type LicenceEnding,
  type SalesOverview,
} from '../api/business-figures';
import { dayText, endingText, monthText, occupancyText } from '../figures-format';
import { monthsFrom, revenueByMonth, type RevenueLine } from '../revenue';

type Query<T> = { data?: T; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/** A titled panel of the figures, with its loading and error states. */
function Panel<T>({ id, title, query, children, wide = false }: { id: string; title: string; query: Query<T>; children: (data: T) => ReactNode; wide?: boolean }) {
  const headingId = `figures-${id}`;
  return (
    <section aria-labelledby={headingId} className={`rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 ${wide ? 'md:col-span-2 xl:col-span-3' : ''}`}>
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 text-sm text-slate-700" aria-busy={query.isPending}>
        {query.isPending ? (
          <p className="text-slate-500">Loading...</p>
        ) : query.isError || query.data === undefined ? (
          <p className="text-red-700">
            Could not load this: {describeDbError(query.error)}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
              Retry
            </button>
          </p>
        ) : (
          children(query.data)
        )}
      </div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-slate-600">{children}</p>;
}

const rowLink = 'font-semibold text-brand-700 hover:text-brand-800 hover:underline';

function Occupancy({ overview }: { overview: SalesOverview }) {
  const months = overview.occupancy ?? [];
  if (months.length === 0) return <Empty>No occupancy figures yet.</Empty>;
  return (
    <dl className="grid grid-cols-2 gap-4">
      {months.map(({ month, booked_site_days, site_days }) => {
        const { percent, days } = occupancyText(booked_site_days, site_days);
        const share = site_days > 0 ? Math.min(100, (booked_site_days / site_days) * 100) : 0;
        return (
          <div key={month}>
            <dt className="font-medium text-slate-600">{monthText(month)}</dt>
            <dd>
              <span className="block text-3xl font-bold text-slate-900">{percent}</span>
              <span className="block text-slate-600">{days}</span>
              <span aria-hidden="true" className="mt-2 block h-1.5 rounded-full bg-slate-100">
                <span className="block h-1.5 rounded-full bg-brand-600" style={{ width: `${share}%` }} />
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function LicencesEnding({ licences, on }: { licences: LicenceEnding[]; on: string }) {
  if (licences.length === 0) return <Empty>No licences end in the next {LICENCE_DAYS} days.</Empty>;
  return (
    <ul className="divide-y divide-slate-100">
      {licences.map((licence) => {
        const { ended, text } = endingText(licence.ends_on, on);
        return (
          <li key={`${licence.site_id}-${licence.what}`} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
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
      })}
    </ul>
  );
}

/** The campaigns' lines and the board's bookings as one query for the revenue panel: loaded, failed or retried together. */
function useRevenueRows(from: string, to: string): Query<{ lines: RevenueLine[]; board: BoardBooking[] }> {
  const lines = useConfirmedLines(from, to, true);
  const board = useBoardBookings(from, to, true);
  return {
    data: lines.data && board.data ? { lines: lines.data, board: board.data } : undefined,
    isPending: lines.isPending || board.isPending,
    isError: lines.isError || board.isError,
    error: lines.error ?? board.error,
    refetch: () => Promise.all([lines.refetch(), board.refetch()]),
  };
}

function Revenue({ from, to }: { from: string; to: string }) {
  const months = monthsFrom(from);
  const rows = useRevenueRows(from, to);
  return (
    <Panel id="revenue" title="Confirmed revenue" query={rows} wide>
      {({ lines, board }) => {
        const priced = board.flatMap(({ monthly_rate, ...days }) => (monthly_rate === null ? [] : [{ ...days, monthly_rate, discount_percent: 0 }]));
        const unpriced = board.length - priced.length;
        const fromBoard = revenueByMonth(priced, months);
        return (
          <>
            <p className="text-slate-600">
              Media of confirmed, live and completed campaigns, after discounts and before GST, by the days in each month; with the bookings typed on the sites' boards,
              at their sites' list rates.
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
              {revenueByMonth(lines, months).map(({ month, amount }, index) => {
                const board = fromBoard[index]?.amount ?? 0;
                return (
                  <div key={month} className="rounded-lg bg-slate-50 p-3">
                    <dt className="text-slate-600">{monthText(month)}</dt>
                    <dd className="mt-1 text-lg font-bold text-slate-900">{formatRupees(amount + board)}</dd>
                    {board > 0 && <dd className="text-xs text-slate-600">of which {formatRupees(board)} board bookings at list rates</dd>}
                  </div>
                );
              })}
            </dl>
            {unpriced > 0 && (
              <p className="mt-3 text-amber-800">
                {unpriced === 1 ? 'One board booking is' : `${unpriced} board bookings are`} not counted: {unpriced === 1 ? 'its site has' : 'their sites have'} no list rate.
              </p>
            )}
          </>
        );
      }}
    </Panel>
  );
}

type CampaignRow = { id: string; reference: string; title: string; customer: string };

/** A list of campaigns, each its reference linking to it, its title and `detail`; `empty` in words when there are none. */
function CampaignRows<Row extends CampaignRow>({ rows, empty, detail }: { rows: Row[] | null; empty: string; detail: (row: Row) => string }) {
  if (!rows || rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((row) => (
        <li key={row.id} className="py-2">
          <Link to={paths.admin.campaign(row.id)} className={rowLink}>
            {row.reference}
          </Link>{' '}
          {row.title}
          <span className="block text-slate-600">{detail(row)}</span>
        </li>
      ))}
    </ul>
  );
}

function SellerLists({ overview }: { overview: Query<SalesOverview> }) {
  return (
    <>
      <Panel id="awaiting" title="Proposals awaiting an answer" query={overview}>
        {({ awaiting_answer: proposals }) => (
          <CampaignRows rows={proposals} empty="No proposals are awaiting an answer." detail={(row) => `${row.customer}; sent ${dayText(row.sent_at)}, valid until ${dayText(row.valid_until)}`} />
        )}
      </Panel>
      <Panel id="changes-asked" title="Clients asking for changes" query={overview}>
        {({ changes_asked: proposals }) => (
          <CampaignRows rows={proposals} empty="No client is waiting for a revised proposal." detail={(row) => `${row.customer}; ${row.asked_by ?? 'the client'} asked ${dayText(row.asked_at)}`} />
        )}
      </Panel>
      <Panel id="holds-lapsed" title="Proposals whose holds lapsed" query={overview}>
        {({ holds_lapsed: proposals }) => (
          <CampaignRows rows={proposals} empty="Every valid proposal still holds its sites." detail={(row) => `${row.customer}; valid until ${dayText(row.valid_until)}: hold again`} />
        )}
      </Panel>
      <Panel id="holds" title="Holds expiring in the next 48 hours" query={overview}>
        {({ holds_expiring: holds }) =>
          holds && holds.length > 0 ? (
            <ul className="divide-y divide-slate-100">
              {holds.map((hold) => {
                const left = timeLeft(hold.expires_at);
                return (
                  <li key={`${hold.site_id}-${hold.expires_at}-${hold.client}`} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
                    <span>
                      <Link to={paths.admin.siteBookings(hold.site_id)} className={rowLink}>
                        {hold.code}
                      </Link>{' '}
                      for {hold.client}
                    </span>
                    <span className="font-medium text-amber-800">{left ? `Expires in ${left}` : 'Expired'}</span>
                  </li>
                );
              })}
            </ul>
          ) : (
            <Empty>No holds expire in the next 48 hours.</Empty>
          )
        }
      </Panel>
      <Panel id="starting" title="Campaigns starting this week" query={overview}>
        {({ starting_this_week: campaigns }) => (
          <CampaignRows rows={campaigns} empty="No campaigns start this week." detail={(row) => `${row.customer}; starts ${dayText(row.starts_on)}`} />
        )}
      </Panel>
    </>
  );
}

/**
 * How the business is doing, beside the content counts (docs/product.md §2 Dashboard, docs/decisions/054): occupancy
 * this month and next and the licences ending for all staff; for those who sell, confirmed revenue by month, proposals
 * awaiting an answer, holds about to expire and campaigns starting this week.
 */
export function BusinessFigures({ canSell, on = today() }: { canSell: boolean; on?: string }) {
  const overview = useSalesOverview();
  const licences = useLicencesEnding();
  const months = monthsFrom(on);
  return (
    <div className="grid gap-3 sm:gap-4 md:grid-cols-2 xl:grid-cols-3">
      {canSell && <Revenue from={months[0] as string} to={lastOfMonth(months[months.length - 1] as string)} />}
      <Panel id="occupancy" title="Occupancy" query={overview}>
        {(data) => <Occupancy overview={data} />}
      </Panel>
      <Panel id="licences" title={`Licences and certificates ending within ${LICENCE_DAYS} days`} query={licences}>
        {(data) => <LicencesEnding licences={data} on={on} />}
      </Panel>
      {canSell && <SellerLists overview={overview} />}
    </div>
  );
}

