import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { pagedTable } from '@/components/data-table/testing/pagedTable';
import { DialogProvider } from '@/components/dialog';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import { leadListViews, type FestivalBooking, type LeadTable, type NewsletterSubscriber, type ResourceDownload } from '../api/lead-tables';
import { FestivalBookingsScreen, NewsletterSubscribersScreen, ResourceDownloadsScreen, type ScreenProps } from '../components/LeadScreen';

// These screens load in steps (list, then page, then dialog); on a busy machine each step can take seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.restoreAllMocks());

/** The spam signals a form stores with each lead (not shown on these screens). */
const signals = { form_trap: null, form_elapsed_ms: null };

const booking: FestivalBooking = {
  id: 'booking-1',
  name: 'Meena Raj',
  business_name: 'Raj Sweets',
  phone: '+91 98400 11111',
  email: 'meena@rajsweets.in',
  offer_id: 'offer-1',
  offer_title: 'Diwali Lights Offer',
  preferred_package: 'Festival Pro',
  message: 'Diwali week, T. Nagar.',
  created_at: '2025-10-01T10:00:00+00:00',
  ...signals,
};

const download: ResourceDownload = {
  id: 'download-1',
  name: 'Arjun Das',
  company: 'Das Motors',
  designation: 'Brand Manager',
  mobile: '9876500000',
  email: 'arjun@dasmotors.in',
  service_id: 'airport-advertising',
  resource_title: 'Airport Media Kit',
  created_at: '2025-10-02T10:00:00+00:00',
  ...signals,
};

const subscriber: NewsletterSubscriber = { id: 'subscriber-1', email: 'priya@example.com', source: 'popup', created_at: '2025-10-03T10:00:00+00:00', ...signals };

type Case = {
  table: Exclude<LeadTable, 'Contacts'>;
  screen: (permissions: ScreenProps) => ReactElement;
  row: { id: string };
  rowLabel: string;
  title: string;
  total: string;
  empty: string;
  details: string;
  detailText: string[];
  confirm: string;
  error: string;
};

const cases: Case[] = [
  {
    table: 'festival_bookings',
    screen: (permissions) => <FestivalBookingsScreen {...permissions} />,
    row: booking,
    rowLabel: 'Meena Raj',
    title: 'Festival Bookings',
    total: 'Total: 1 booking',
    empty: 'No festival bookings found.',
    details: 'Festival Booking Details',
    detailText: ['Raj Sweets', 'OfferDiwali Lights Offer', 'Festival Pro', 'Diwali week, T. Nagar.', '+91 9840011111'],
    confirm: 'Are you sure you want to delete this festival booking?',
    error: 'Error deleting festival booking',
  },
  {
    table: 'resource_downloads',
    screen: (permissions) => <ResourceDownloadsScreen {...permissions} />,
    row: download,
    rowLabel: 'Arjun Das',
    title: 'Resource Downloads',
    total: 'Total: 1 download',
    empty: 'No resource downloads found.',
    details: 'Resource Download Details',
    detailText: ['Das Motors', 'Brand Manager', 'Airport Advertising', 'Airport Media Kit'],
    confirm: 'Are you sure you want to delete this resource download?',
    error: 'Error deleting resource download',
  },
  {
    table: 'newsletter_subscribers',
    screen: (permissions) => <NewsletterSubscribersScreen {...permissions} />,
    row: subscriber,
    rowLabel: 'priya@example.com',
    title: 'Newsletter Subscribers',
    total: 'Total: 1 subscriber',
    empty: 'No newsletter subscribers found.',
    details: 'Newsletter Subscriber Details',
    detailText: ['popup'],
    confirm: 'Are you sure you want to delete this newsletter subscriber?',
    error: 'Error deleting newsletter subscriber',
  },
];

/** What each kind of staff may do with leads (src/lib/permissions.ts). */
const ROLES = {
  admin: { canManageLeads: true, canDeleteLeads: true },
  sales: { canManageLeads: true, canDeleteLeads: false },
  editor: { canManageLeads: false, canDeleteLeads: false },
} satisfies Record<string, ScreenProps>;

function setup(item: Case, rows: { id: string }[], role: keyof typeof ROLES = 'admin') {
  const table = pagedTable(item.table, rows, leadListViews[item.table]);
  server.use(...table.handlers);
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<DialogProvider>{item.screen(ROLES[role])}</DialogProvider>);
  return { table, user };
}

describe.each(cases)('$title screen', (item) => {
  it('lists the rows with the total and opens their details', async () => {
    const { user, table } = setup(item, [item.row]);
    expect(await screen.findByRole('heading', { level: 1, name: item.title })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: `View details for ${item.rowLabel}` }));
    expect(screen.getByText(item.total)).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: item.details });
    for (const text of item.detailText) expect(dialog).toHaveTextContent(text);
    expect(table.gets[0].searchParams.get('limit')).toBe('25');
  });

  it('says so when the table is empty', async () => {
    setup(item, []);
    expect(await screen.findByText(item.empty)).toBeInTheDocument();
  });

  it('deletes after confirming', async () => {
    const { user, table } = setup(item, [item.row]);
    await user.click(await screen.findByRole('button', { name: `Delete ${item.rowLabel}` }));
    expect(screen.getByRole('dialog', { name: 'Please confirm' })).toHaveTextContent(item.confirm);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `Delete ${item.rowLabel}` })).not.toBeInTheDocument());
    expect(table.deletes).toEqual([item.row.id]);
    expect(screen.getByText(item.empty)).toBeInTheDocument();
  });

  it('alerts when the server refuses the delete', async () => {
    const { user } = setup(item, [item.row]);
    // Row-level security answers a forbidden delete with no rows rather than an error.
    server.use(http.delete(`${testOrigin}/rest/v1/${item.table}`, () => HttpResponse.json([])));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: `Delete ${item.rowLabel}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(item.error);
  });

  it('lets sales open the rows but offers them no delete', async () => {
    const { user } = setup(item, [item.row], 'sales');
    await user.click(await screen.findByRole('button', { name: `View details for ${item.rowLabel}` }));
    expect(screen.getByRole('dialog', { name: item.details })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('shows non-admins a notice without asking the server', () => {
    setup(item, [item.row], 'editor');
    expect(screen.getByRole('alert')).toHaveTextContent(`${item.title} can only be viewed by administrators.`);
  });
});

describe('festival bookings and their offer', () => {
  it('shows the offer next to the package, and a dash for a booking made before offers (no offer)', async () => {
    const older: FestivalBooking = { ...booking, id: 'booking-0', name: 'Old Booker', offer_id: null, offer_title: null };
    const { user } = setup(cases[0], [booking, older]);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Offer' })).toBeInTheDocument();
    expect(within(table).getByText('Diwali Lights Offer')).toBeInTheDocument();
    expect(table).not.toHaveTextContent('null');
    await user.click(screen.getByRole('button', { name: 'View details for Old Booker' }));
    const dialog = screen.getByRole('dialog', { name: 'Festival Booking Details' });
    expect(dialog).toHaveTextContent('Offer—');
    expect(dialog).not.toHaveTextContent('null');
  });
});

describe('lead screen loading errors', () => {
  it('shows the error with Retry, which loads again', async () => {
    let calls = 0;
    server.use(
      http.get(`${testOrigin}/rest/v1/festival_bookings_list`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'connection reset' }, { status: 500 })
          : HttpResponse.json([booking], { headers: { 'Content-Range': '0-0/1' } });
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <DialogProvider>
        <FestivalBookingsScreen canManageLeads canDeleteLeads />
      </DialogProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('connection reset');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Meena Raj')).toBeInTheDocument();
  });

  it('searches the text columns of the table', async () => {
    const { user, table } = setup(cases[0], [booking]);
    await user.type(await screen.findByRole('searchbox', { name: 'Search festival bookings' }), 'sweets');
    await waitFor(() => expect(table.gets.findLast((url) => url.searchParams.has('or'))?.searchParams.get('or')).toBe(
      '("name".ilike."*sweets*","business_name".ilike."*sweets*","email".ilike."*sweets*","phone".ilike."*sweets*","preferred_package".ilike."*sweets*","offer_title".ilike."*sweets*")',
    ));
  });
});
