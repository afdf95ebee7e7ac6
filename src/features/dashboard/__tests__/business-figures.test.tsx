import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { renderWithProviders } from '@/testing/render';
import type { SalesOverview } from '../api/sales-overview';
import { BusinessFigures } from '../components/BusinessFigures';
import { revenueByMonth } from '../revenue';

/** docs/product.md §2, Dashboard: the business's figures beside the counts (docs/decisions/054). */

const on = '2026-11-26';
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000 + 60_000).toISOString();

const sellerOverview: SalesOverview = {
  occupancy: [
    { month: '2026-11-01', booked_site_days: 130, site_days: 300 },
    { month: '2026-12-01', booked_site_days: 31, site_days: 310 },
  ],
  awaiting_answer: [{ id: 'c1', reference: 'CP-KAVERI01', title: 'Pongal launch', customer: 'Kaveri Foods', sent_at: '2026-11-25T19:30:00Z', valid_until: '2026-12-02' }], // 26 Nov in India
  changes_asked: [{ id: 'c3', reference: 'CP-LATHA001', title: 'Diwali boards', customer: 'Latha Textiles', asked_at: '2026-11-26T09:00:00Z', asked_by: 'Latha Raman' }],
  holds_lapsed: [{ id: 'c4', reference: 'CP-HORIZON1', title: 'New clinic', customer: 'Horizon Dental', valid_until: '2026-12-01' }],
  awaiting_confirmation: [
    {
      id: 'c5',
      reference: 'CP-COASTAL1',
      title: 'New outlet',
      customer: 'Coastal Cafe',
      accepted_at: '2026-11-26T19:30:00Z', // 27 Nov in India
      valid_until: '2026-12-04',
      waiting_for: { purchase_order: true, advance_paise: 2_500_000, advance_received_paise: 0 },
    },
  ],
  holds_expiring: [{ site_id: 's1', code: 'CHN-ADY-001', client: 'Kaveri Foods', expires_at: inHours(5) }],
  starting_this_week: [{ id: 'c2', reference: 'CP-CHANDRAN', title: 'Summer sweets', customer: 'Chandran Sweets', starts_on: '2026-11-28' }],
};

function setup({ overview = sellerOverview, licences = [] as unknown[], pastLicence = [] as unknown[], lines = [] as unknown[], board = [] as unknown[] } = {}) {
  const asked: string[] = [];
  server.use(
    http.post(`${testOrigin}/rest/v1/rpc/sales_overview`, () => {
      asked.push('sales_overview');
      return HttpResponse.json(overview);
    }),
    http.post(`${testOrigin}/rest/v1/rpc/licences_ending`, async ({ request }) => {
      asked.push(`licences_ending ${JSON.stringify(await request.json())}`);
      return HttpResponse.json(licences);
    }),
    http.post(`${testOrigin}/rest/v1/rpc/bookings_past_licence`, () => HttpResponse.json(pastLicence)),
    http.get(`${testOrigin}/rest/v1/campaign_lines`, ({ request }) => {
      asked.push(`campaign_lines ${new URL(request.url).searchParams.get('campaign.status')}`);
      return HttpResponse.json(lines);
    }),
    http.get(`${testOrigin}/rest/v1/site_bookings`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(`site_bookings ${params.get('kind')} ${params.get('campaign_lines')}`);
      return HttpResponse.json(board);
    }),
  );
  return asked;
}

const panel = (name: string) => screen.getByRole('region', { name });

describe('revenueByMonth', () => {
  it("splits each line's media, less its discount, across the months by its days in each", () => {
    const months = ['2026-11-01', '2026-12-01', '2027-01-01'];
    // 16 Nov to 15 Dec is one month: ₹1,00,000 less 10 %, 15 days in November and 15 in December.
    const lines = [
      { starts_on: '2026-11-16', ends_on: '2026-12-15', monthly_rate: 100000, discount_percent: 10 },
      { starts_on: '2027-01-01', ends_on: '2027-01-31', monthly_rate: 50000, discount_percent: 0 },
      { starts_on: '2027-03-01', ends_on: '2027-03-31', monthly_rate: 70000, discount_percent: 0 },
    ];
    expect(revenueByMonth(lines, months)).toEqual([
      { month: '2026-11-01', amount: 45000 },
      { month: '2026-12-01', amount: 45000 },
      { month: '2027-01-01', amount: 50000 },
    ]);
  });

  it("keeps a line's shares adding up to its amount when the days do not divide it", () => {
    const [nov, dec] = revenueByMonth([{ starts_on: '2026-11-30', ends_on: '2026-12-02', monthly_rate: 100000, discount_percent: 0 }], ['2026-11-01', '2026-12-01']);
    expect(nov!.amount + dec!.amount).toBe(10000);
  });
});

describe('BusinessFigures', () => {
  it('shows staff the occupancy and the licences ending, an ended one marked, each linking to its site, and a booking past its licence first', async () => {
    const asked = setup({
      overview: { ...sellerOverview, awaiting_answer: null, changes_asked: null, holds_lapsed: null, awaiting_confirmation: null, holds_expiring: null, starting_this_week: null },
      licences: [
        { site_id: 's9', code: 'CHN-MYL-001', name: 'Mylapore tank', what: 'Licence', ends_on: '2026-11-16' },
        { site_id: 's7', code: 'CHN-EGM-001', name: 'Egmore station', what: 'Stability certificate', ends_on: '2026-12-21' },
      ],
      pastLicence: [{ booking_id: 'b1', site_id: 's3', code: 'CHN-VDP-001', client_name: 'Chandran Sweets', starts_on: '2026-12-01', ends_on: '2027-01-31', licence_ends_on: '2026-12-31' }],
    });
    renderWithProviders(<BusinessFigures canSell={false} on={on} />);
    const occupancy = panel('Occupancy');
    expect(await within(occupancy).findByText('43%')).toBeInTheDocument();
    expect(within(occupancy).getByText('130 of 300 site-days')).toBeInTheDocument();
    expect(within(occupancy).getByText('December 2026')).toBeInTheDocument();
    expect(within(occupancy).getByText('31 of 310 site-days')).toBeInTheDocument();

    const licences = panel('Licences and certificates ending within 60 days');
    expect(await within(licences).findByRole('link', { name: 'CHN-MYL-001' })).toHaveAttribute('href', '/admin/sites/s9/edit');
    expect(within(licences).getByText('Ended')).toBeInTheDocument();
    expect(within(licences).getByText('Licence, ended 16 Nov 2026')).toBeInTheDocument();
    expect(within(licences).getByText('Stability certificate, ends 21 Dec 2026')).toBeInTheDocument();
    expect(within(licences).getByText('Ends in 25 days')).toBeInTheDocument();
    const past = within(licences).getAllByRole('listitem')[0]!;
    expect(past).toHaveTextContent('CHN-VDP-001 booked for Chandran Sweets until 31 Jan 2027The licence ends 31 Dec 2026: renew it, or end the booking by then.Past its licence');
    expect(within(past).getByRole('link', { name: 'CHN-VDP-001' })).toHaveAttribute('href', '/admin/sites/s3/bookings');

    expect(screen.queryByRole('region', { name: 'Confirmed revenue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Proposals awaiting an answer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Clients asking for changes' })).not.toBeInTheDocument();
    expect(asked).toContain('licences_ending {"days":60}');
    expect(asked.some((call) => call.startsWith('campaign_lines') || call.startsWith('site_bookings'))).toBe(false);
  });

  it('adds for sellers the revenue by month in rupees, proposals awaiting an answer or asked to change, holds expiring and campaigns starting', async () => {
    const asked = setup({ lines: [{ starts_on: '2026-12-01', ends_on: '2027-01-31', monthly_rate: 150000, discount_percent: 0, campaign: { status: 'confirmed' } }] });
    renderWithProviders(<BusinessFigures canSell on={on} />);
    const revenue = panel('Confirmed revenue');
    expect(await within(revenue).findAllByText('₹1,50,000')).toHaveLength(2);
    expect(within(revenue).getByText('November 2026').nextElementSibling).toHaveTextContent('₹0');
    expect(within(revenue).getByText('April 2027')).toBeInTheDocument();
    expect(asked).toContain('campaign_lines in.(confirmed,live,completed)');
    expect(asked).toContain('site_bookings eq.confirmed is.null');

    const awaiting = panel('Proposals awaiting an answer');
    expect(await within(awaiting).findByRole('link', { name: 'CP-KAVERI01' })).toHaveAttribute('href', '/admin/campaigns/c1');
    expect(awaiting).toHaveTextContent('Kaveri Foods; sent 26 Nov 2026, valid until 2 Dec 2026');
    const changes = panel('Clients asking for changes');
    expect(within(changes).getByRole('link', { name: 'CP-LATHA001' })).toHaveAttribute('href', '/admin/campaigns/c3');
    expect(changes).toHaveTextContent('Latha Textiles; Latha Raman asked 26 Nov 2026');
    const lapsed = panel('Proposals whose holds lapsed');
    expect(within(lapsed).getByRole('link', { name: 'CP-HORIZON1' })).toHaveAttribute('href', '/admin/campaigns/c4');
    expect(lapsed).toHaveTextContent('Horizon Dental; valid until 1 Dec 2026: hold again');
    const waiting = panel('Accepted, waiting to be confirmed');
    expect(within(waiting).getByRole('link', { name: 'CP-COASTAL1' })).toHaveAttribute('href', '/admin/campaigns/c5');
    expect(waiting).toHaveTextContent('Coastal Cafe; accepted 27 Nov 2026; waiting for the PO and the advance');
    const holds = panel('Holds expiring in the next 48 hours');
    expect(within(holds).getByText('Expires in 5 hours')).toBeInTheDocument();
    expect(within(holds).getByRole('link', { name: 'CHN-ADY-001' })).toHaveAttribute('href', '/admin/sites/s1/bookings');
    const starting = panel('Campaigns starting this week');
    expect(within(starting).getByRole('link', { name: 'CP-CHANDRAN' })).toHaveAttribute('href', '/admin/campaigns/c2');
    expect(starting).toHaveTextContent('Chandran Sweets; starts 28 Nov 2026');
  });

  it('adds the bookings typed on the boards at their sites\' list rates, says so, and counts those without one apart', async () => {
    setup({
      lines: [{ starts_on: '2026-12-01', ends_on: '2026-12-31', monthly_rate: 100000, discount_percent: 0, campaign: { status: 'confirmed' } }],
      board: [
        { starts_on: '2026-12-01', ends_on: '2026-12-31', site: { monthly_rate: 60000 }, campaign_lines: [] },
        { starts_on: '2026-12-01', ends_on: '2026-12-31', site: { monthly_rate: null }, campaign_lines: [] },
      ],
    });
    renderWithProviders(<BusinessFigures canSell on={on} />);
    const revenue = panel('Confirmed revenue');
    const december = (await within(revenue).findByText('December 2026')).parentElement!;
    expect(december).toHaveTextContent('December 2026₹1,60,000of which ₹60,000 board bookings at list rates');
    expect(revenue).toHaveTextContent('One board booking is not counted: its site has no list rate.');
  });

  it('says so in words when a list is empty', async () => {
    setup({ overview: { ...sellerOverview, awaiting_answer: [], changes_asked: [], holds_lapsed: [], awaiting_confirmation: [], holds_expiring: [], starting_this_week: [] } });
    renderWithProviders(<BusinessFigures canSell on={on} />);
    expect(await screen.findByText('No licences end in the next 60 days.')).toBeInTheDocument();
    expect(await screen.findByText('No proposals are awaiting an answer.')).toBeInTheDocument();
    expect(screen.getByText('No client is waiting for a revised proposal.')).toBeInTheDocument();
    expect(screen.getByText('Every valid proposal still holds its sites.')).toBeInTheDocument();
    expect(screen.getByText('No accepted campaign is waiting to be confirmed.')).toBeInTheDocument();
    expect(screen.getByText('No holds expire in the next 48 hours.')).toBeInTheDocument();
    expect(screen.getByText('No campaigns start this week.')).toBeInTheDocument();
  });

  it('shows admins and accounts the leases ending within 90 days or past their notice day beside the licences', async () => {
    setup();
    server.use(
      http.post(`${testOrigin}/rest/v1/rpc/leases_ending`, () =>
        HttpResponse.json([
          { lease_id: 'l1', site_id: 's1', code: 'CHN-ADY-001', name: 'Adyar signal', landlord_name: 'Selvi Ammal', ends_on: '2027-01-10', notice_by: '2026-12-11' },
          { lease_id: 'l2', site_id: 's2', code: 'CHN-OMR-006', name: 'OMR unipole', landlord_name: 'Kumaran Properties', ends_on: '2027-04-25', notice_by: '2026-10-27' },
        ]),
      ),
    );
    renderWithProviders(<BusinessFigures canSell={false} canBill on={on} />);
    const leases = panel('Leases ending within 90 days or past notice');
    expect(await within(leases).findByRole('link', { name: 'CHN-ADY-001' })).toHaveAttribute('href', '/admin/leases');
    expect(within(leases).getByText("Selvi Ammal's lease ends 10 Jan 2027; notice is due by 11 Dec 2026")).toBeInTheDocument();
    expect(within(leases).getByText('Ends in 45 days')).toBeInTheDocument();
    expect(within(leases).getByText('Past notice')).toBeInTheDocument();
  });
});
