import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { field, renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { fakeRealtime } from '@/testing/realtime';
import { testOrigin } from '@/testing/rest';
import { AdminClientList } from '../components/admin/AdminClientList';
import { ClientForm } from '../components/admin/ClientForm';
import { clientFormSchema } from '../schemas';
import { client } from './fixtures';

const url = `${testOrigin}/rest/v1/clients`;

function names() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

function renderList({ canEdit = true, canDelete = true, rows = [client('Apollo'), client('Murugappa')] } = {}) {
  const realtime = fakeRealtime();
  let gets = 0;
  server.use(
    realtime.handler,
    http.get(url, ({ request }) => {
      gets += 1;
      expect(new URL(request.url).searchParams.get('order')).toBe('name.asc');
      return HttpResponse.json(rows);
    }),
  );
  const view = renderAdmin(<AdminClientList canEdit={canEdit} canDelete={canDelete} />, { path: '/admin/clients' });
  return { ...view, realtime, user: userEvent.setup({ delay: null }), gets: () => gets };
}

describe('AdminClientList', () => {
  it('shows Add and Edit with canEdit, and Delete only with canDelete', async () => {
    renderList({ canDelete: false });
    await screen.findByRole('heading', { name: 'Apollo' });
    expect(screen.getByRole('link', { name: 'Add Client' })).toHaveAttribute('href', '/admin/clients/new');
    expect(screen.getByRole('link', { name: 'Edit Apollo' })).toHaveAttribute('href', '/admin/clients/apollo/edit');
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('shows a reviewer (no canEdit, no canDelete) no Add, Edit or Delete', async () => {
    renderList({ canEdit: false, canDelete: false });
    await screen.findByRole('heading', { name: 'Apollo' });
    expect(screen.queryByRole('link', { name: 'Add Client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('keeps the list sorted by name through live inserts, updates and deletes', async () => {
    const { realtime } = renderList();
    await screen.findByRole('heading', { name: 'Apollo' });
    await waitFor(() => expect(realtime.subscribedTables()).toContain('clients'));

    act(() => realtime.emit('clients', 'INSERT', client('Hatsun')));
    await screen.findByRole('heading', { name: 'Hatsun' });
    expect(names()).toEqual(['Apollo', 'Hatsun', 'Murugappa']);

    act(() => realtime.emit('clients', 'UPDATE', { ...client('Apollo'), name: 'Zoho' }));
    await screen.findByRole('heading', { name: 'Zoho' });
    expect(names()).toEqual(['Hatsun', 'Murugappa', 'Zoho']);

    act(() => realtime.emit('clients', 'DELETE', { id: 'hatsun' }));
    await waitFor(() => expect(names()).toEqual(['Murugappa', 'Zoho']));
  });

  it("shows 'Error loading clients: {message}' with a Retry that reloads", async () => {
    let fail = true;
    server.use(
      fakeRealtime().handler,
      http.get(url, () => (fail ? HttpResponse.json({ message: 'permission denied for table clients' }, { status: 403 }) : HttpResponse.json([client('Apollo')]))),
    );
    const user = userEvent.setup({ delay: null });
    renderAdmin(<AdminClientList canEdit canDelete />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading clients: permission denied for table clients');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Apollo' })).toBeInTheDocument();
  });

  it('deletes after confirmation; a failed delete alerts its message and reloads the list', async () => {
    const { user, gets } = renderList();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.delete(url, () => HttpResponse.json({ message: 'update or delete violates foreign key', code: '23503' }, { status: 409 })));
    await screen.findByRole('heading', { name: 'Apollo' });
    await user.click(screen.getByRole('button', { name: 'Delete Apollo' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Are you sure you want to delete this client?');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting client: update or delete violates foreign key');
    await waitFor(() => expect(gets()).toBe(2));
  });

  it("alerts 'Unknown error' when a failed delete has no message", async () => {
    const { user } = renderList();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.delete(url, () => HttpResponse.json({}, { status: 500 })));
    await screen.findByRole('heading', { name: 'Apollo' });
    await user.click(screen.getByRole('button', { name: 'Delete Apollo' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error deleting client: Unknown error$/);
  });

  it("shows 'No clients found.' with a way to add the first one", async () => {
    renderList({ rows: [] });
    expect(await screen.findByText('No clients found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first client' })).toHaveAttribute('href', '/admin/clients/new');
  });
});

describe('clientFormSchema', () => {
  it('trims the three fields and requires each with its docs/product.md §5 message', () => {
    const result = v.safeParse(clientFormSchema, { name: '  ', logo: ' ', industry: '' });
    expect(result.issues?.map((issue) => issue.message)).toEqual(['Client name is required', 'Logo URL is required', 'Industry is required']);
    expect(v.parse(clientFormSchema, { name: ' Apollo ', logo: ' /images/seed/apollo.svg ', industry: 'Healthcare' })).toEqual({
      name: 'Apollo',
      logo: '/images/seed/apollo.svg',
      industry: 'Healthcare',
    });
  });
});

describe('ClientForm', () => {
  function renderForm(id?: string) {
    const view = renderAdmin(<ClientForm id={id} canEdit />, {
      path: id ? `/admin/clients/${id}/edit` : '/admin/clients/new',
      routePath: id ? '/admin/clients/:id/edit' : '/admin/clients/new',
      extraRoutes: [{ path: '/admin/clients', element: <p>Client list</p> }],
    });
    return { ...view, user: userEvent.setup({ delay: null }) };
  }

  it('adds a client: messages, industry list, logo preview, Saving..., then the list with the refresh flag', async () => {
    const { user, router } = renderForm();
    let body: unknown;
    server.use(
      http.post(url, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json([{ id: 'new' }], { status: 201 });
      }),
    );
    expect(screen.getByRole('heading', { name: 'Add New Client' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/clients');
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    expect(await screen.findByText('Client name is required')).toBeInTheDocument();
    expect(screen.getByText('Logo URL is required')).toBeInTheDocument();
    expect(screen.getByText('Industry is required')).toBeInTheDocument();

    expect(screen.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
    expect(field('Logo URL')).toHaveAttribute('type', 'url');
    await user.type(field('Client Name'), ' Saravana Stores ');
    await user.type(field('Logo URL'), 'https://cdn.example.com/saravana.png');
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', 'https://cdn.example.com/saravana.png');
    const industry = field('Industry') as HTMLSelectElement;
    expect(industry.options).toHaveLength(50);
    await user.selectOptions(industry, 'Retail');
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await screen.findByText('Client list');
    expect(router.state.location.search).toBe('?refresh=true');
    expect(body).toEqual({ name: 'Saravana Stores', logo: 'https://cdn.example.com/saravana.png', industry: 'Retail' });
  });

  it("edits a client with 'Update Client'", async () => {
    server.use(
      http.get(url, () => HttpResponse.json(client('Apollo', 'Healthcare'))),
      http.patch(url, () => HttpResponse.json([{ id: 'apollo' }])),
    );
    const { user } = renderForm('apollo');
    expect(await screen.findByRole('heading', { name: 'Edit Client' })).toBeInTheDocument();
    expect(field('Client Name')).toHaveValue('Apollo');
    expect(field('Industry')).toHaveValue('Healthcare');
    await user.click(screen.getByRole('button', { name: 'Update Client' }));
    expect(await screen.findByText('Client list')).toBeInTheDocument();
  });

  it("shows 'Error loading client' when the client cannot be loaded", async () => {
    server.use(http.get(url, () => HttpResponse.json({ code: 'PGRST116', message: 'no rows' }, { status: 406 })));
    renderForm('missing');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading client');
  });
});
