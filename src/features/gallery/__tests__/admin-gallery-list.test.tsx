import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DialogProvider } from '@/components/dialog';
import { server } from '@/testing/msw-server';
import { fakeRealtime } from '@/testing/realtime';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import type { GalleryImage } from '../api/fetch-gallery-images';
import { AdminGalleryList } from '../components/admin/AdminGalleryList';
import { galleryImage } from './fixtures';

// These screens load in steps (list, then page, then dialog); on a busy machine each step can take seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.restoreAllMocks());

const url = `${testOrigin}/rest/v1/gallery_images`;

const unipole = galleryImage({
  id: 'g1',
  title: 'Anna Salai Unipole',
  category: 'outdoor',
  featured: true,
  project_name: 'Monsoon Sale',
  description: 'A 40 ft unipole facing the flyover.',
  client_name: 'Chennai Silks',
  location: 'Anna Salai, Chennai',
  year: 2024,
  tags: ['unipole', 'night-lit', 'flyover', 'LED', 'traffic'],
});
const billboard = galleryImage({ id: 'g2', title: 'OMR Billboard', category: 'outdoor' });
const sampling = galleryImage({ id: 'g3', title: 'Mall Sampling', category: 'btl', tags: ['sampling'] });

/** PostgREST for gallery_images: the list (GET), PATCH featured, DELETE; each request is recorded. */
function galleryApi(initial: GalleryImage[]) {
  const rows = [...initial];
  const requests: { method: string; url: URL; body?: unknown }[] = [];
  const handlers = [
    http.get(url, ({ request }) => {
      requests.push({ method: 'GET', url: new URL(request.url) });
      return HttpResponse.json(rows);
    }),
    http.patch(url, async ({ request }) => {
      const address = new URL(request.url);
      const body = (await request.json()) as Partial<GalleryImage>;
      requests.push({ method: 'PATCH', url: address, body });
      const id = address.searchParams.get('id')?.replace('eq.', '');
      const index = rows.findIndex((row) => row.id === id);
      rows[index] = { ...rows[index], ...body };
      return HttpResponse.json([{ id }]);
    }),
    http.delete(url, ({ request }) => {
      const address = new URL(request.url);
      requests.push({ method: 'DELETE', url: address });
      const id = address.searchParams.get('id')?.replace('eq.', '');
      rows.splice(rows.findIndex((row) => row.id === id), 1);
      return HttpResponse.json([{ id }]);
    }),
  ];
  return { rows, requests, handlers };
}

function setup(images: GalleryImage[], { canEdit = true, canDelete = true } = {}) {
  const api = galleryApi(images);
  const realtime = fakeRealtime();
  server.use(...api.handlers, realtime.handler);
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <DialogProvider>
      <AdminGalleryList canEdit={canEdit} canDelete={canDelete} />
    </DialogProvider>,
    { extraRoutes: [] },
  );
  return { api, realtime, user };
}


const card = (title: string) => screen.getByRole('article', { name: title });

describe('AdminGalleryList', () => {
  it('shows "Loading gallery..." and then the cards with every field', async () => {
    setup([unipole, billboard, sampling]);
    expect(screen.getByText('Loading gallery...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Anna Salai Unipole' })).toBeInTheDocument();
    const first = card('Anna Salai Unipole');
    // The badge, and the toggle that reads 'Featured' on a featured image.
    expect(within(first).getAllByText('Featured')).toHaveLength(2);
    for (const text of ['Outdoor Advertising', 'Monsoon Sale', 'A 40 ft unipole facing the flyover.', 'Chennai Silks', 'Anna Salai, Chennai', '2024']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    const tags = within(first).getByRole('list', { name: 'Tags' });
    expect(within(tags).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['unipole', 'night-lit', 'flyover', '+2 more']);
    expect(within(card('OMR Billboard')).queryByText('Featured')).not.toBeInTheDocument();
    expect(within(card('Mall Sampling')).getByText('BTL Activations')).toBeInTheDocument();
  });

  it('counts all images and each category on the chips, and filters by them', async () => {
    const { user } = setup([unipole, billboard, sampling]);
    const chips = await screen.findByRole('group', { name: 'Filter images by category' });
    expect(within(chips).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['All (3)', 'BTL Activations (1)', 'Outdoor Advertising (2)']);
    expect(within(chips).getByRole('button', { name: 'All (3)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(chips).getByRole('button', { name: 'BTL Activations (1)' }));
    expect(screen.getByRole('heading', { name: 'Mall Sampling' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'OMR Billboard' })).not.toBeInTheDocument();
  });

  it('says "No images found." with "Upload your first image" when there are none', async () => {
    setup([]);
    expect(await screen.findByText('No images found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload your first image' })).toHaveAttribute('href', '/admin/gallery/new');
    expect(screen.getByRole('link', { name: 'Upload Image' })).toHaveAttribute('href', '/admin/gallery/new');
  });

  it('says "No images found in the selected category." when the chosen category empties', async () => {
    const { user, api, realtime } = setup([unipole, sampling]);
    await user.click(await screen.findByRole('button', { name: 'BTL Activations (1)' }));
    api.rows.splice(1, 1);
    realtime.emit('gallery_images', 'DELETE', { id: 'g3' });
    expect(await screen.findByText('No images found in the selected category.')).toBeInTheDocument();
  });

  it('reloads the list on any live change', async () => {
    const { api, realtime } = setup([unipole]);
    await screen.findByRole('heading', { name: 'Anna Salai Unipole' });
    await waitFor(() => expect(realtime.subscribedTables()).toContain('gallery_images'));
    api.rows.push(billboard);
    realtime.emit('gallery_images', 'INSERT', { ...billboard });
    expect(await screen.findByRole('heading', { name: 'OMR Billboard' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'All (2)' })).toBeInTheDocument();
  });

  it('toggles featured, reading "Updating..." while it saves', async () => {
    const { user, api } = setup([billboard]);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.patch(url, async ({ request }) => {
        await held;
        const body = (await request.json()) as Partial<GalleryImage>;
        api.requests.push({ method: 'PATCH', url: new URL(request.url), body });
        api.rows[0] = { ...api.rows[0], ...body };
        return HttpResponse.json([{ id: 'g2' }]);
      }),
    );
    const toggle = await within(await screen.findByRole('article', { name: 'OMR Billboard' })).findByRole('button', { name: 'Feature' });
    expect(toggle).toHaveAttribute('title', 'Mark as featured');
    await user.click(toggle);
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    release();
    const featured = await within(card('OMR Billboard')).findByRole('button', { name: 'Featured' });
    expect(featured).toHaveAttribute('title', 'Remove from featured');
    const patch = api.requests.find((request) => request.method === 'PATCH');
    expect(patch?.url.searchParams.get('id')).toBe('eq.g2');
    expect(patch?.body).toMatchObject({ featured: true });
  });

  it('alerts "Error updating featured status" when the toggle fails', async () => {
    const { user } = setup([billboard]);
    server.use(http.patch(url, () => HttpResponse.json({ message: 'nope', code: '42501' }, { status: 403 })));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Feature' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error updating featured status');
  });

  it('deletes only after "Are you sure you want to delete this image?"', async () => {
    const { user, api } = setup([unipole, billboard]);
    await user.click(await screen.findByRole('button', { name: 'Delete OMR Billboard' }));
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this image?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete OMR Billboard' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'OMR Billboard' })).not.toBeInTheDocument());
    expect(api.requests.filter((request) => request.method === 'DELETE').map((request) => request.url.searchParams.get('id'))).toEqual(['eq.g2']);
  });

  it('alerts "Error deleting image" when the delete fails', async () => {
    const { user } = setup([billboard]);
    // Row-level security answers a forbidden delete with no rows.
    server.use(http.delete(url, () => HttpResponse.json([])));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Delete OMR Billboard' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting image');
    expect(screen.getByRole('heading', { name: 'OMR Billboard' })).toBeInTheDocument();
  });

  it('shows "Error loading gallery: ..." with Retry', async () => {
    let calls = 0;
    const realtime = fakeRealtime();
    server.use(
      realtime.handler,
      http.get(url, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'connection refused' }, { status: 500 }) : HttpResponse.json([billboard]);
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <DialogProvider>
        <AdminGalleryList canEdit canDelete />
      </DialogProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading gallery: connection refused');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'OMR Billboard' })).toBeInTheDocument();
  });
});

describe('AdminGalleryList permissions', () => {
  it('hides upload, edit, feature and delete from a reviewer', async () => {
    setup([unipole], { canEdit: false, canDelete: false });
    const first = await screen.findByRole('article', { name: 'Anna Salai Unipole' });
    expect(screen.queryByRole('link', { name: 'Upload Image' })).not.toBeInTheDocument();
    expect(within(first).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets an editor upload, edit and feature but not delete', async () => {
    setup([unipole], { canEdit: true, canDelete: false });
    const first = await screen.findByRole('article', { name: 'Anna Salai Unipole' });
    expect(screen.getByRole('link', { name: 'Upload Image' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Edit Anna Salai Unipole' })).toHaveAttribute('href', '/admin/gallery/g1/edit');
    expect(within(first).getByRole('button', { name: 'Featured' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('offers a reviewer no upload link in the empty state', async () => {
    setup([], { canEdit: false, canDelete: false });
    expect(await screen.findByText('No images found.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upload your first image' })).not.toBeInTheDocument();
  });
});
