import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { pagedTable } from '@/components/data-table/testing/pagedTable';
import { DialogProvider } from '@/components/dialog';
import { formatDateTime } from '@/lib/format';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import type { Contact } from '../api/lead-tables';
import { ContactsScreen } from '../components/LeadScreen';

// These screens load in steps (list, then page, then dialog); on a busy machine each step can take seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

function contact(index: number, overrides: Partial<Contact> = {}): Contact {
  return {
    id: `contact-${index}`,
    'Full name': `Person ${index}`,
    'Email Address': `person${index}@example.com`,
    'Phone Number': 9840000000 + index,
    'Company Name': '',
    Designation: null,
    'service of interest': 'Outdoor - Billboard',
    message: `Message ${index}`,
    created_at: new Date(Date.UTC(2025, 0, 15, 9, 30) - index * 60_000).toISOString(),
    form_trap: null,
    form_elapsed_ms: null,
    ...overrides,
  };
}

const ann = contact(1, {
  'Full name': 'Ann Lee',
  'Email Address': 'ann@example.com',
  'Phone Number': 9840012345,
  'Company Name': 'Acme, Inc.',
  Designation: 'Marketing Head',
  'service of interest': 'Transport - Bus',
  message: 'We need 20 buses wrapped\nfor Pongal.',
  created_at: '2025-01-15T09:30:00+00:00',
});

function setup(rows: Contact[], { isAdmin = true, path = '/admin/contacts' } = {}) {
  const table = pagedTable('Contacts', rows, 'contacts_list');
  server.use(...table.handlers);
  const user = userEvent.setup();
  const view = renderWithProviders(
    <DialogProvider>
      <ContactsScreen canManageLeads={isAdmin} canDeleteLeads={isAdmin} />
    </DialogProvider>,
    { path },
  );
  return { table, user, ...view };
}

afterEach(() => vi.restoreAllMocks());

describe('ContactsScreen', () => {
  it('says so when there are no submissions', async () => {
    setup([]);
    expect(await screen.findByText('No contact submissions found.')).toBeInTheDocument();
    expect(screen.getByText('Total: 0 submissions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('lists name, e-mail, phone, company and date, newest first with an exact count', async () => {
    const { table } = setup([ann, contact(2)]);
    const row = (await screen.findByText('Ann Lee')).closest('tr') as HTMLElement;
    // The e-mail has its own column, and repeats under the name on phones.
    expect(within(row).getAllByText('ann@example.com').length).toBeGreaterThan(0);
    expect(within(row).getByText('9840012345')).toBeInTheDocument();
    expect(within(row).getByText('Acme, Inc.')).toBeInTheDocument();
    expect(within(row).getByText(formatDateTime('2025-01-15T09:30:00+00:00'))).toBeInTheDocument();
    expect(screen.getByText('Total: 2 submissions')).toBeInTheDocument();
    const request = table.gets[0];
    expect(request.searchParams.get('order')).toBe('created_at.desc,id.desc');
  });

  it('ignores a sort the list does not offer (an edited address) and stays newest first', async () => {
    const { table } = setup([ann], { path: '/admin/contacts?sort=message' });
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(table.gets[0].searchParams.get('order')).toBe('created_at.desc,id.desc');
    expect(screen.queryByRole('button', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('shows every detail with mailto and +91 tel links, and a reply draft about the service', async () => {
    const { user } = setup([ann]);
    await user.click(await screen.findByRole('button', { name: 'View details for Ann Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact Submission Details' });
    const detail = (label: string) => within(dialog).getByText(label).nextElementSibling as HTMLElement;
    expect(detail('Full Name')).toHaveTextContent('Ann Lee');
    expect(within(detail('Email')).getByRole('link', { name: 'ann@example.com' })).toHaveAttribute('href', 'mailto:ann@example.com');
    expect(within(detail('Phone')).getByRole('link')).toHaveAttribute('href', 'tel:+919840012345');
    expect(detail('Company')).toHaveTextContent('Acme, Inc.');
    expect(detail('Designation')).toHaveTextContent('Marketing Head');
    expect(detail('Service of Interest')).toHaveTextContent('Transport - Bus');
    expect(detail('Message')).toHaveTextContent('We need 20 buses wrapped for Pongal.');
    expect(detail('Submitted At')).toHaveTextContent(formatDateTime('2025-01-15T09:30:00+00:00'));
    const reply = within(dialog).getByRole('link', { name: 'Reply via Email' });
    const href = new URL(reply.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('ann@example.com');
    expect(href.searchParams.get('subject')).toBe('Re: Your inquiry about Transport - Bus');
  });

  it('closes the details with Close and with the x', async () => {
    const { user } = setup([ann]);
    await user.click(await screen.findByRole('button', { name: 'View details for Ann Lee' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View details for Ann Lee' }));
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes a submission only after confirming, then the row leaves the list without a reload', async () => {
    const { user, table } = setup([ann, contact(2)]);
    await user.click(await screen.findByRole('button', { name: 'Delete Ann Lee' }));
    const confirmDialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(confirmDialog).toHaveTextContent('Are you sure you want to delete this contact submission?');
    await user.click(within(confirmDialog).getByRole('button', { name: 'Cancel' }));
    expect(table.deletes).toEqual([]);
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Ann Lee' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Ann Lee')).not.toBeInTheDocument());
    expect(table.deletes).toEqual(['contact-1']);
    expect(screen.getByText('Total: 1 submissions')).toBeInTheDocument();
    expect(table.gets).toHaveLength(1);
  });

  it('alerts when the delete fails and keeps the row', async () => {
    const { user } = setup([ann]);
    server.use(http.delete(`${testOrigin}/rest/v1/Contacts`, () => HttpResponse.json({ message: 'permission denied', code: '42501' }, { status: 403 })));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Delete Ann Lee' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting contact submission');
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
  });

  it('pages on the server, 25 rows at a time, asking for the right range', async () => {
    const rows = Array.from({ length: 60 }, (_, index) => contact(index + 1));
    const { user, table } = setup(rows);
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    expect(table.gets.at(-1)?.searchParams.get('offset')).toBe('0');
    expect(table.gets.at(-1)?.searchParams.get('limit')).toBe('25');
    expect(screen.getByText('Showing 1–25 of 60')).toBeInTheDocument();
    expect(screen.getByText('Total: 60 submissions')).toBeInTheDocument();

    // Next reads by key after the last row on screen, not by offset (docs/decisions/032).
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Person 26')).toBeInTheDocument();
    expect(table.gets.at(-1)?.searchParams.get('offset')).toBe('0');
    expect(table.gets.at(-1)?.searchParams.get('limit')).toBe('25');
    expect(table.gets.at(-1)?.searchParams.get('created_at')).toBe(`lte.${rows[24]?.created_at}`);
    expect(table.gets.at(-1)?.searchParams.getAll('or').join()).toContain(`"id".lt."${rows[24]?.id}"`);
    expect(screen.getByText('Showing 26–50 of 60')).toBeInTheDocument();

    // Page 3 is also the one after page 2, on screen: by key again.
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('Person 60')).toBeInTheDocument();
    expect(table.gets.at(-1)?.searchParams.getAll('or').join()).toContain(`"id".lt."${rows[49]?.id}"`);
    expect(screen.getByText('Showing 51–60 of 60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('searches name, e-mail, phone and company on the server and starts again at page 1', async () => {
    const rows = Array.from({ length: 30 }, (_, index) => contact(index + 1));
    const { user, table } = setup(rows, { path: '/admin/contacts?page=2' });
    expect(await screen.findByText('Person 26')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search contact submissions' }), '98400{Enter}');
    // The search's page, whatever the screen asks beside it (and in whichever order the answers come).
    await waitFor(() => expect(table.gets.findLast((url) => url.searchParams.has('or'))).toBeDefined());
    const request = table.gets.findLast((url) => url.searchParams.has('or')) as URL;
    expect(request.searchParams.get('or')).toBe(
      '("Full name".ilike."*98400*","Email Address".ilike."*98400*",and("Phone Number".gte.9840000000,"Phone Number".lte.9840099999),"Company Name".ilike."*98400*")',
    );
    expect(request.searchParams.get('offset')).toBe('0');
  });

  it('exports every row the search matches, not just the page on screen', async () => {
    const rows = [ann, ...Array.from({ length: 29 }, (_, index) => contact(index + 2, { 'Full name': `=cmd|' /C calc'!A${index}` }))];
    const { user, table } = setup(rows);
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    // The first batch by offset, the next after the last row read, until one comes back empty.
    const [first, next] = table.gets.slice(-2) as [URL, URL];
    expect([first.searchParams.get('offset'), first.searchParams.get('limit')]).toEqual(['0', '5000']);
    expect(next.searchParams.getAll('or').join()).toContain(`"id".lt."${rows[29]?.id}"`);
    const text = (await (saved as Blob).text()).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(31);
    expect(lines[0]).toBe('Submitted At,Full Name,Email,Phone,Company,Designation,Service of Interest,Message');
    expect(lines[1]).toContain('Ann Lee,ann@example.com,9840012345,"Acme, Inc.",Marketing Head,Transport - Bus,');
    // ISO 8601 with the zone, not the screen's display text (docs/product.md §10, Visitor and staff fixes).
    expect(Date.parse(lines[1].split(',')[0])).toBe(Date.parse('2025-01-15T09:30:00+00:00'));
    expect(lines[2]).toContain(`,'=cmd|' /C calc'!A0,`);
  });

  it('shows non-admins a notice and asks the server for nothing', async () => {
    setup([ann], { isAdmin: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Contact submissions can only be viewed by administrators.');
    expect(screen.queryByText('Ann Lee')).not.toBeInTheDocument();
  });

  it('logs a failed load and shows the empty list (docs/product.md §8)', async () => {
    server.use(http.get(`${testOrigin}/rest/v1/contacts_list`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <DialogProvider>
        <ContactsScreen canManageLeads canDeleteLeads />
      </DialogProvider>,
    );
    expect(await screen.findByText('No contact submissions found.')).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });
});
