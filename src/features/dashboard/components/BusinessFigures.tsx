import { Link } from '@/components/Link';
import { formatRupees } from '@/features/campaigns';
import { paths } from '@/config/paths';
import { lastOfMonth, today } from '@/lib/calendar-days';
import { timeLeft } from '@/lib/time-left';
import { useBoardBookings, type BoardBooking } from '../api/board-bookings';
import { useConfirmedLines } from '../api/confirmed-lines';
import { useSalesOverview, type AwaitingConfirmation, type SalesOverview } from '../api/sales-overview';
import { dayText, monthText, occupancyText } from '../figures-format';
import { monthsFrom, revenueByMonth, type RevenueLine } from '../revenue';
import { Empty, Panel, rowLink, together, type Query } from './FiguresPanel';
import { LeasesEndingPanel } from './LeasesEndingPanel';
import { LicencesPanel } from './LicencesPanel';


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

/** The campaigns' lines and the board's bookings as one query for the revenue panel: loaded, failed or retried together. */
function useRevenueRows(from: string, to: string): Query<{ lines: RevenueLine[]; board: BoardBooking[] }> {
  return together({ lines: useConfirmedLines(from, to, true), board: useBoardBookings(from, to, true) });
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

/** What an accepted campaign waits for, in the dashboard's words (docs/decisions/114). */
function awaitedText(waiting: AwaitingConfirmation['waiting_for']): string {
  const advance = waiting.advance_paise > waiting.advance_received_paise;
  if (waiting.purchase_order) return advance ? 'waiting for the PO and the advance' : 'waiting for the PO';
  return advance ? 'waiting for the advance' : 'a site still to book';
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
      <Panel id="awaiting-confirmation" title="Accepted, waiting to be confirmed" query={overview}>
        {({ awaiting_confirmation: campaigns }) => (
          <CampaignRows rows={campaigns} empty="No accepted campaign is waiting to be confirmed." detail={(row) => `${row.customer}; accepted ${dayText(row.accepted_at)}; ${awaitedText(row.waiting_for)}`} />
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
 * this month and next and the licences ending for all staff; for admins and accounts the leases ending (decision 115); for those who sell, confirmed revenue by month, proposals
 * awaiting an answer, holds about to expire and campaigns starting this week.
 */
export function BusinessFigures({ canSell, canBill = false, on = today() }: { canSell: boolean; canBill?: boolean; on?: string }) {
  const overview = useSalesOverview();
  const months = monthsFrom(on);
  return (
    <div className="grid gap-3 sm:gap-4 md:grid-cols-2 xl:grid-cols-3">
      {canSell && <Revenue from={months[0] as string} to={lastOfMonth(months[months.length - 1] as string)} />}
      <Panel id="occupancy" title="Occupancy" query={overview}>
        {(data) => <Occupancy overview={data} />}
      </Panel>
      <LicencesPanel on={on} />
      {canBill && <LeasesEndingPanel on={on} />}
      {canSell && <SellerLists overview={overview} />}
    </div>
  );
}

