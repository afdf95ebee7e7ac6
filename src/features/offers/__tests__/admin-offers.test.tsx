import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { fakeRealtime } from '@/testing/realtime';
import { testOrigin } from '@/testing/rest';
import type { AdminOffer } from '../api/fetch-admin-offers';
import { AdminOfferList } from '../components/admin/AdminOfferList';
import { offerState } from '../components/admin/offer-state';

vi.setConfig({ testTimeout: 30_000 });

const url = `${testOrigin}/rest/v1/offers`;
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function offer(id: string, title: string, overrides: Partial<AdminOffer> = {}): AdminOffer {
  return {
    id,
    slug: id,
    title,
    season: 'Pongal',
    hero_image: `/images/seed/${id}.jpg`,
    valid_from: at(-5),
    valid_until: at(20),
    status: 'published',
    published_at: at(-10),
    created_at: at(-10),
    ...overrides,
  };
}

function setup({ canEdit = true, canDelete = true, rows = [offer('running', 'Pongal Offer'), offer('ended', 'Diwali Offer', { season: 'Deepavali', valid_from: at(-60), valid_until: at(-30) })] } = {}) {
  const realtime = fakeRealtime();
  const gets: URL[] = [];
  server.use(
    realtime.handler,
    http.get(url, ({ request }) => {
      const address = new URL(request.url);
      gets.push(address);
      expect(address.searchParams.get('order')).toBe('created_at.desc,id.desc');
      const range = rows.length > 0 ? `0-${rows.length - 1}` : '*';
      return HttpResponse.json(rows, { headers: { 'Content-Range': `${range}/${rows.length}` } });
    }),
  );
  const view = renderAdmin(<AdminOfferList canEdit={canEdit} canDelete={canDelete} />, { path: '/admin/offers' });
  return { ...view, rows, realtime, user: userEvent.setup({ delay: null }), lastGet: () => gets[gets.length - 1]! };
}

const row = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('offerState', () => {
  it.each([
    ['draft', { status: 'draft' }],
    ['scheduled', { published_at: at(2) }],
    ['upcoming', { valid_from: at(1) }],
    ['running', {}],
    ['ended', { valid_until: at(-1) }],
  ] as const)('%s', (state, overrides) => expect(offerState(offer('o', 'O', overrides))).toBe(state));
});

describe('AdminOfferList', () => {
  it('lists title, season, the run in India time and the state, with New Offer, Edit and Delete for an admin', async () => {
    setup();
    await screen.findByRole('heading', { name: 'Pongal Offer' });
    const running = row('Pongal Offer');
    expect(within(running).getByText('Pongal')).toBeInTheDocument();
    expect(within(running).getByText('Running')).toBeInTheDocument();
    expect(running).toHaveTextContent(/IST to .+ IST/);
    expect(within(row('Diwali Offer')).getByText('Ended')).toBeInTheDocument();
    expect(screen.getByText('Total: 2 offers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Offer' })).toHaveAttribute('href', '/admin/offers/new');
    expect(within(running).getByRole('link', { name: 'Edit Pongal Offer' })).toHaveAttribute('href', '/admin/offers/running/edit');
    expect(within(running).getByRole('link', { name: 'View Pongal Offer on the site' })).toHaveAttribute('href', '/offers/running');
    expect(within(running).getByRole('button', { name: 'Delete Pongal Offer' })).toBeInTheDocument();
  });

  it('marks drafts and scheduled offers, which visitors cannot see yet, and links only the visible ones to the site', async () => {
    setup({ rows: [offer('draft', 'Onam Offer', { status: 'draft' }), offer('later', 'IPL Offer', { published_at: at(3) }), offer('next', 'Year-end Offer', { valid_from: at(3) })] });
    await screen.findByRole('heading', { name: 'Onam Offer' });
    expect(within(row('Onam Offer')).getByText('Draft')).toBeInTheDocument();
    expect(within(row('IPL Offer')).getByText(/^Scheduled/)).toHaveTextContent(/^Scheduled for .+ IST$/);
    expect(within(row('Year-end Offer')).getByText('Upcoming')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Onam Offer on the site' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View IPL Offer on the site' })).not.toBeInTheDocument();
  });

  it('shows a reviewer the list without New, Edit or Delete, and an editor no Delete', async () => {
    setup({ canEdit: false, canDelete: false });
    await screen.findByRole('heading', { name: 'Pongal Offer' });
    expect(screen.queryByRole('link', { name: 'New Offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('searches by title and says when nothing matches without offering a first offer', async () => {
    const { user, lastGet, rows } = setup();
    await screen.findByRole('heading', { name: 'Pongal Offer' });
    rows.splice(0);
    await user.type(screen.getByRole('searchbox', { name: 'Search offers' }), 'onam');
    await waitFor(() => expect(lastGet().searchParams.get('or')).toBe('("title".ilike."*onam*")'));
    expect(await screen.findByText('No offers found.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create your first offer' })).not.toBeInTheDocument();
  });

  it('deletes after confirmation, and follows live changes', async () => {
    const { user, rows, realtime } = setup();
    await screen.findByRole('heading', { name: 'Pongal Offer' });
    server.use(
      http.delete(url, () => {
        rows.splice(0, 1);
        return HttpResponse.json([{ id: 'running' }]);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Pongal Offer' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this offer?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Pongal Offer' })).not.toBeInTheDocument());

    await waitFor(() => expect(realtime.subscribedTables()).toContain('offers'));
    rows.unshift(offer('onam', 'Onam Offer'));
    act(() => realtime.emit('offers', 'INSERT', offer('onam', 'Onam Offer')));
    await screen.findByRole('heading', { name: 'Onam Offer' });
  });

  it("alerts 'Error deleting offer' when the delete is refused", async () => {
    const { user } = setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Row-level security answers a forbidden delete with no rows and no error.
    server.use(http.delete(url, () => HttpResponse.json([])));
    await user.click(await screen.findByRole('button', { name: 'Delete Pongal Offer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting offer');
  });

  it("shows 'Error loading offers' with Retry when the list cannot be read", async () => {
    server.use(fakeRealtime().handler, http.get(url, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderAdmin(<AdminOfferList canEdit canDelete />);
    expect(await screen.findByText(/^Error loading offers:/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
