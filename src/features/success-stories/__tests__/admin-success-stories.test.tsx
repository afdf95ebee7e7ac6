import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { field, renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { fakeRealtime } from '@/testing/realtime';
import { testOrigin } from '@/testing/rest';
import type { SuccessStory } from '../api/fetch-success-stories';
import { AdminSuccessStoryList } from '../components/admin/AdminSuccessStoryList';
import { SuccessStoryForm } from '../components/admin/SuccessStoryForm';
import { story } from './fixtures';

const url = `${testOrigin}/rest/v1/success_stories`;

function renderList({ canEdit = true, canDelete = true, rows = [story({ id: 's1', title: 'Diwali on OMR' }), story({ id: 's2', title: 'Metro launch', featured: false, client_name: null })] } = {}) {
  const realtime = fakeRealtime();
  server.use(realtime.handler, http.get(url, () => HttpResponse.json(rows)));
  return { ...renderAdmin(<AdminSuccessStoryList canEdit={canEdit} canDelete={canDelete} />), realtime, rows, user: userEvent.setup({ delay: null }) };
}

async function card(title: string) {
  return (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement;
}

describe('AdminSuccessStoryList', () => {
  it('shows each card with its featured star, category, client, first 3 metric values and controls', async () => {
    renderList();
    const featured = await card('Diwali on OMR');
    expect(within(featured).getAllByText('Featured')).toHaveLength(2); // the star badge and the toggle
    expect(within(featured).getByText('Outdoor & Digital')).toBeInTheDocument();
    expect(within(featured).getByText('A campaign that worked.')).toHaveClass('line-clamp-2');
    expect(within(featured).getByText('Client: Saravana Stores')).toBeInTheDocument();
    expect(within(within(featured).getByRole('list', { name: 'Key metrics' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2M', '+35%', '1,200']);
    expect(within(featured).getByRole('button', { name: 'Featured' })).toHaveAttribute('title', 'Remove from featured');
    expect(within(featured).getByRole('link', { name: 'Edit Diwali on OMR' })).toHaveAttribute('href', '/admin/success-stories/s1/edit');
    expect(within(featured).getByRole('button', { name: 'Delete Diwali on OMR' })).toBeInTheDocument();

    const plain = await card('Metro launch');
    expect(within(plain).getByRole('button', { name: 'Feature' })).toHaveAttribute('title', 'Mark as featured');
    expect(within(plain).queryByText(/^Client:/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Success Story' })).toBeInTheDocument();
  });

  it('hides Add, Edit, Feature and Delete from a reviewer', async () => {
    renderList({ canEdit: false, canDelete: false });
    const featured = await card('Diwali on OMR');
    expect(within(featured).getByText('Featured')).toBeInTheDocument(); // the badge stays
    expect(screen.queryByRole('link', { name: 'Add Success Story' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Feature/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('lets an editor feature and edit, but hides delete', async () => {
    renderList({ canEdit: true, canDelete: false });
    const featured = await card('Diwali on OMR');
    expect(within(featured).getByRole('button', { name: 'Featured' })).toBeInTheDocument();
    expect(within(featured).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('toggles featured and shows the new state; a failure alerts the docs/product.md text', async () => {
    const { user, rows } = renderList();
    let sent: unknown;
    server.use(
      http.patch(url, async ({ request }) => {
        sent = await request.json();
        rows[1] = { ...rows[1], featured: true };
        return HttpResponse.json([{ id: 's2' }]);
      }),
    );
    const plain = await card('Metro launch');
    await user.click(within(plain).getByRole('button', { name: 'Feature' }));
    expect(await within(plain).findByRole('button', { name: 'Featured' })).toBeInTheDocument();
    expect(sent).toMatchObject({ featured: true });

    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.patch(url, () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
    await user.click(within(plain).getByRole('button', { name: 'Featured' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error updating featured status');
  });

  it("deletes after 'Are you sure you want to delete this success story?'; a failure alerts", async () => {
    const { user } = renderList();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.delete(url, () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
    await user.click(within(await card('Metro launch')).getByRole('button', { name: 'Delete Metro launch' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this success story?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting success story');
  });

  it("shows 'No success stories found.' with 'Add your first success story', also when the fetch fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(fakeRealtime().handler, http.get(url, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderAdmin(<AdminSuccessStoryList canEdit canDelete />);
    expect(await screen.findByText('No success stories found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first success story' })).toHaveAttribute('href', '/admin/success-stories/new');
  });

  it('applies live changes', async () => {
    const { realtime } = renderList();
    await card('Diwali on OMR');
    await waitFor(() => expect(realtime.subscribedTables()).toContain('success_stories'));
    act(() => realtime.emit('success_stories', 'INSERT', story({ id: 's3', title: 'Mall sampling' }) as unknown as Record<string, unknown>));
    await card('Mall sampling');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Mall sampling', 'Diwali on OMR', 'Metro launch']);
    act(() => realtime.emit('success_stories', 'DELETE', { id: 's1' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Diwali on OMR' })).not.toBeInTheDocument());
  });
});

describe('SuccessStoryForm', () => {
  const stored: SuccessStory = story({ id: 's1', title: 'Diwali on OMR', metrics: { Reach: '2M', Footfall: '+35%' }, featured: false });

  it("shows stored metrics as 'Label: Value' lines and saves them parsed, with the featured flag", async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.get(url, () => HttpResponse.json(stored)),
      http.patch(url, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json([{ id: 's1' }]);
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAdmin(<SuccessStoryForm id="s1" canEdit />, { extraRoutes: [{ path: '/admin/success-stories', element: <p>Story list</p> }] });
    expect(await screen.findByRole('heading', { name: 'Edit Success Story' })).toBeInTheDocument();
    expect(field('Key Metrics')).toHaveValue('Reach: 2M\nFootfall: +35%');
    expect(field('Category')).toHaveAttribute('placeholder', 'e.g. Outdoor & Digital, BTL & Transport');
    expect(field('Campaign Duration')).toHaveAttribute('placeholder', 'e.g. 3 months, 6 weeks');
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', '/images/seed/story.svg');
    await user.type(field('Key Metrics'), '\n\nno colon\nLeads : 1,200');
    await user.click(screen.getByRole('checkbox', { name: 'Featured (show on homepage and top of list)' }));
    await user.click(screen.getByRole('button', { name: 'Update Success Story' }));
    expect(await screen.findByText('Story list')).toBeInTheDocument();
    expect(body).toMatchObject({ metrics: { Reach: '2M', Footfall: '+35%', Leads: '1,200' }, featured: true, title: 'Diwali on OMR' });
    // updated_at is the database trigger's to stamp.
    expect(body).not.toHaveProperty('updated_at');
  });

  it('shows the rule messages for an empty story', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin(<SuccessStoryForm canEdit />);
    await user.click(screen.getByRole('button', { name: 'Add Success Story' }));
    for (const message of ['Title is required', 'Category is required', 'Description is required', 'Image URL is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it("shows 'Error loading success story' when it cannot be loaded", async () => {
    server.use(http.get(url, () => HttpResponse.json({ message: 'gone' }, { status: 500 })));
    renderAdmin(<SuccessStoryForm id="s1" canEdit />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading success story');
  });
});
