import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { pagedTable } from '@/components/data-table/testing/pagedTable';
import { DialogProvider } from '@/components/dialog';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { restGet, testOrigin } from '@/testing/rest';
import type { InboxLead } from '../api/list-inbox';
import { LeadsInboxScreen } from '../admin';

// The inbox loads in steps (list, then page, then dialog); on a busy machine each step can take seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const lead: InboxLead = {
  id: 'lead-1',
  kind: 'contact',
  name: 'Asha Krishnan',
  email: 'asha@example.com',
  phone: '9840012345',
  summary: 'Outdoor - Billboard',
  status: 'new',
  assignee_id: null,
  customer_id: null,
  read_at: null,
  spam_reason: null,
  client_address: '203.0.113.7',
  fingerprint: 'x',
  notify_status: 'failed',
  notify_error: 'The e-mail provider answered 500',
  notify_attempts: 3,
  notified_at: null,
  created_at: '2026-11-20T10:00:00+00:00',
  updated_at: '2026-11-20T10:00:00+00:00',
  details: { 'Full name': 'Asha Krishnan', 'Company Name': 'Kanchi Loom House', Designation: 'Owner', 'service of interest': 'billboard', message: 'Hoardings on OMR for Pongal, please.' },
  assignee_name: null,
  latest_note: null,
};

const staff = [{ id: 'staff-1', email: 'arjun@example.com', full_name: 'Arjun Raghunathan' }];

/** A call-back request from the chat: a phone and no e-mail. */
const callback: InboxLead = { ...lead, id: 'lead-2', kind: 'callback', name: 'Karthik Raja', email: null, phone: '9840098765', summary: 'Call back, asked on /festival-offers', created_at: '2026-11-19T10:00:00+00:00' };

function setup({ canDeleteLeads = true } = {}) {
  const leads = pagedTable('leads', [lead, callback], 'leads_list');
  const patches: { query: string; body: unknown }[] = [];
  const notes: unknown[] = [];
  server.use(
    ...leads.handlers,
    http.patch(`${testOrigin}/rest/v1/leads`, async ({ request }) => {
      patches.push({ query: new URL(request.url).search, body: await request.json() });
      return HttpResponse.json([{ id: lead.id }]);
    }),
    http.post(`${testOrigin}/rest/v1/rpc/lead_workers`, () => HttpResponse.json(staff)),
    // Assigning a lead asks notify-staff to e-mail the assignee's notice.
    http.post(`${testOrigin}/functions/v1/notify-staff`, () => HttpResponse.json({ sent: 0, not_configured: 1, failed: 0 })),
    restGet('lead_activity', [{ id: 'a-1', lead_id: lead.id, kind: 'status', body: 'contacted', previous: 'new', actor_id: 'staff-1', created_at: '2026-11-21T09:00:00+00:00' }]),
    http.post(`${testOrigin}/rest/v1/lead_activity`, async ({ request }) => {
      notes.push(await request.json());
      return new HttpResponse(null, { status: 201 });
    }),
  );
  renderWithProviders(
    <DialogProvider>
      <LeadsInboxScreen canManageLeads canDeleteLeads={canDeleteLeads} />
    </DialogProvider>,
    { path: '/admin/leads', routePath: '/admin/leads' },
  );
  return { leads, patches, notes, user: userEvent.setup({ delay: null }) };
}

describe('the Leads inbox', () => {
  it('lists every lead newest first, marks the unread ones and shows how the agency e-mail went', async () => {
    const { leads } = setup();
    const row = (await screen.findByRole('button', { name: 'View details for Asha Krishnan' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Unread');
    expect(row).toHaveTextContent('Contact form · Outdoor - Billboard');
    expect(row).toHaveTextContent('Failed: The e-mail provider answered 500');
    expect(screen.getByText('Total: 2 leads')).toBeInTheDocument();
    expect(leads.gets[0]?.searchParams.get('order')).toBe('created_at.desc,id.desc');
  });

  it('shows a call-back request with the phone to call, and no e-mail actions', async () => {
    const { user } = setup();
    const row = (await screen.findByRole('button', { name: 'View details for Karthik Raja' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Call-back request · Call back, asked on /festival-offers');
    expect(within(row).queryByRole('button', { name: /Delete all data of/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'View details for Karthik Raja' }));
    const dialog = screen.getByRole('dialog', { name: 'Lead Details' });
    expect(within(dialog).getByRole('link', { name: '+91 9840098765' })).toHaveAttribute('href', 'tel:+919840098765');
    expect(within(dialog).queryByRole('link', { name: 'Reply via Email' })).toBeNull();
  });

  it('filters by type on the server', async () => {
    const { leads, user } = setup();
    await screen.findByRole('button', { name: 'View details for Asha Krishnan' });
    await user.selectOptions(screen.getByLabelText('Type'), 'festival_booking');
    await waitFor(() => expect(leads.gets.at(-1)?.searchParams.get('kind')).toBe('eq.festival_booking'));
  });

  it('opening a lead marks it read; its status, assignee and a note are saved, with the history shown', async () => {
    const { patches, notes, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'View details for Asha Krishnan' }));
    const dialog = screen.getByRole('dialog', { name: 'Lead Details' });
    await waitFor(() => expect(patches[0]?.body).toEqual({ read_at: expect.any(String) }));
    expect(patches[0]?.query).toContain('id=eq.lead-1');

    await user.selectOptions(within(dialog).getByLabelText('Status'), 'qualified');
    await waitFor(() => expect(patches.at(-1)?.body).toEqual({ status: 'qualified' }));
    await user.selectOptions(within(dialog).getByLabelText('Assigned to'), await within(dialog).findByRole('option', { name: 'Arjun Raghunathan' }));
    await waitFor(() => expect(patches.at(-1)?.body).toEqual({ assignee_id: 'staff-1' }));

    await user.type(within(dialog).getByLabelText('Note'), 'Called, sending rates.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(notes).toEqual([{ lead_id: 'lead-1', body: 'Called, sending rates.' }]));
    const history = within(dialog).getByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('Status: New → Contacted');
    expect(history).toHaveTextContent('Arjun Raghunathan');
  });

  it("deletes one person's data from every form after confirming, their CV files too", async () => {
    const { user } = setup();
    const asked: unknown[] = [];
    const cv = 'cvs/0b5e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b.pdf';
    server.use(
      http.get(`${testOrigin}/rest/v1/job_applications`, () => HttpResponse.json([{ cv_path: cv }])),
      http.post(`${testOrigin}/rest/v1/rpc/delete_lead_person`, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(2);
      }),
      http.delete(`${testOrigin}/storage/v1/object/applications`, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json([{ name: cv }]);
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete all data of asha@example.com' }));
    expect(screen.getByRole('dialog', { name: 'Please confirm' })).toHaveTextContent('Delete every lead from asha@example.com');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted 2 leads from asha@example.com.')).toBeInTheDocument();
    expect(asked).toEqual([{ email_address: 'asha@example.com' }, { prefixes: [cv] }]);
  });

  it('lets sales work a lead but offers them no delete, neither of a lead nor of a person\'s data', async () => {
    const { user } = setup({ canDeleteLeads: false });
    const row = (await screen.findByRole('button', { name: 'View details for Asha Krishnan' })).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: /Delete/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'View details for Asha Krishnan' }));
    const dialog = screen.getByRole('dialog', { name: 'Lead Details' });
    expect(within(dialog).getByLabelText('Status')).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('tells staff who are not admins that leads are for administrators', async () => {
    renderWithProviders(
      <DialogProvider>
        <LeadsInboxScreen canManageLeads={false} canDeleteLeads={false} />
      </DialogProvider>,
      { path: '/admin/leads', routePath: '/admin/leads' },
    );
    expect(await screen.findByText('Leads can only be viewed by administrators. Ask an administrator if you need access.')).toBeInTheDocument();
  });
});
