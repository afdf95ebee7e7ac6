import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import { GalleryImageForm } from '../components/admin/GalleryImageForm';
import { galleryImage } from './fixtures';

// These screens load in steps (list, then page, then dialog); on a busy machine each step can take seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const url = `${testOrigin}/rest/v1/gallery_images`;
const currentYear = new Date().getFullYear();

const stored = galleryImage({
  id: 'g1',
  title: 'Bus Wrap',
  description: 'Full wrap on route 21G.',
  image_url: '/images/seed/bus.svg',
  category: 'transport',
  client_name: 'MTC',
  year: 2023,
  tags: ['bus', 'wrap'],
  sort_order: 4,
});

function render(path: string, { id, canEdit = true }: { id?: string; canEdit?: boolean } = {}) {
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<GalleryImageForm id={id} canEdit={canEdit} />, {
    path,
    routePath: id ? '/admin/gallery/:id/edit' : '/admin/gallery/new',
    extraRoutes: [{ path: '/admin/gallery', element: <h1>Gallery list</h1> }],
  });
  return { user, ...view };
}

/** Records what the form writes and answers like PostgREST with `select=id`. */
function captureWrites() {
  const writes: { method: string; url: URL; body: Record<string, unknown> }[] = [];
  const reply = async ({ request }: { request: Request }) => {
    writes.push({ method: request.method, url: new URL(request.url), body: (await request.json()) as Record<string, unknown> });
    return HttpResponse.json([{ id: 'g1' }], { status: request.method === 'POST' ? 201 : 200 });
  };
  server.use(http.post(url, reply), http.patch(url, reply));
  return writes;
}

describe('GalleryImageForm: upload', () => {
  it('has every field with its hints and the Featured label, and previews the image', async () => {
    const { user } = render('/admin/gallery/new');
    expect(await screen.findByRole('heading', { name: 'Upload New Image' })).toBeInTheDocument();
    for (const label of ['Title', 'Image URL', 'Description', 'Project Name', 'Client Name', 'Location', 'Tags']) {
      expect(screen.getByRole('textbox', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    }
    const category = screen.getByRole('combobox', { name: /Category/ });
    expect(within(category).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a category',
      'Outdoor Advertising',
      'Mobile Advertising',
      'Transport Advertising',
      'Ambient Advertising',
      'BTL Activations',
      'Digital Campaigns',
      'Event Marketing',
      'Print Media',
      'Radio Campaigns',
      'Television Ads',
    ]);
    expect(screen.getByRole('spinbutton', { name: 'Sort Order' })).toHaveAccessibleDescription('Lower numbers appear first');
    expect(screen.getByRole('textbox', { name: 'Tags' })).toHaveAccessibleDescription('Separate tags with commas');
    expect(screen.getByRole('spinbutton', { name: 'Year' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Featured (show prominently on gallery and homepage)' })).not.toBeChecked();
    await user.type(screen.getByRole('textbox', { name: /Image URL/ }), '/images/gallery/new.jpg');
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', '/images/gallery/new.jpg');
  });

  it('shows the rules instead of saving an incomplete form', async () => {
    const writes = captureWrites();
    const { user } = render('/admin/gallery/new');
    await user.click(await screen.findByRole('button', { name: 'Save Image' }));
    for (const message of ['Title is required', 'Category is required', 'Image URL is required', 'Description is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByRole('spinbutton', { name: 'Year' }), '1999');
    await user.click(screen.getByRole('button', { name: 'Save Image' }));
    expect(await screen.findByText(`Year must be between 2000 and ${currentYear + 1}`)).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('inserts the image with the default year, sort order 0 and split tags, then returns to the list', async () => {
    const writes = captureWrites();
    const { user } = render('/admin/gallery/new');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Marina Beach Hoarding');
    await user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), 'outdoor');
    await user.type(screen.getByRole('textbox', { name: /Image URL/ }), 'https://cdn.example.com/marina.jpg');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'A 60 ft hoarding.');
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Marina, Chennai');
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'hoarding,  beach ,,');
    await user.click(screen.getByRole('checkbox', { name: 'Featured (show prominently on gallery and homepage)' }));
    await user.click(screen.getByRole('button', { name: 'Save Image' }));
    expect(await screen.findByRole('heading', { name: 'Gallery list' })).toBeInTheDocument();
    expect(writes).toHaveLength(1);
    expect(writes[0].method).toBe('POST');
    expect(writes[0].body).toMatchObject({
      title: 'Marina Beach Hoarding',
      category: 'outdoor',
      image_url: 'https://cdn.example.com/marina.jpg',
      description: 'A 60 ft hoarding.',
      project_name: null,
      client_name: null,
      location: 'Marina, Chennai',
      year: currentYear,
      sort_order: 0,
      tags: ['hoarding', 'beach'],
      featured: true,
    });
    expect(writes[0].body).not.toHaveProperty('updated_at');
  });

  it('shows a constraint error from the server as a sentence and stays on the form', async () => {
    server.use(
      http.post(url, () =>
        HttpResponse.json(
          { code: '23514', message: 'new row for relation "gallery_images" violates check constraint "gallery_images_year_range"' },
          { status: 400 },
        ),
      ),
    );
    const { user } = render('/admin/gallery/new');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Old shot');
    await user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), 'print');
    await user.type(screen.getByRole('textbox', { name: /Image URL/ }), '/images/old.jpg');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Archive');
    await user.click(screen.getByRole('button', { name: 'Save Image' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Year is outside the allowed range.');
    expect(screen.getByRole('heading', { name: 'Upload New Image' })).toBeInTheDocument();
  });
});

describe('GalleryImageForm: a photo from the library', () => {
  const name = 'library/0b5c1d2e-aaaa-4bbb-8ccc-000000000001-1600x1200.jpg';
  function serveLibrary() {
    server.use(
      http.post(`${testOrigin}/rest/v1/rpc/media_objects`, () =>
        HttpResponse.json([{ name, size: 250_000, mimetype: 'image/jpeg', created_at: '2026-11-20T10:00:00Z', original_name: 'chennai-omr-hoarding.jpg' }]),
      ),
      http.post(`${testOrigin}/rest/v1/rpc/media_uses`, () => HttpResponse.json([])),
    );
  }
  async function choose(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a photo for the image' });
    await user.click(await within(dialog).findByRole('button', { name: /chennai-omr-hoarding\.jpg/ }));
  }

  it('fills the image URL and offers the file name as the title when the title is empty', async () => {
    serveLibrary();
    const { user } = render('/admin/gallery/new');
    await screen.findByRole('heading', { name: 'Upload New Image' });
    await choose(user);
    expect(screen.getByRole('textbox', { name: /Image URL/ })).toHaveValue(`/storage/v1/object/public/media/${name}`);
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Chennai omr hoarding');
  });

  it('never replaces a title the person typed', async () => {
    serveLibrary();
    const { user } = render('/admin/gallery/new');
    await screen.findByRole('heading', { name: 'Upload New Image' });
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'OMR Gantry at Thoraipakkam');
    await choose(user);
    expect(screen.getByRole('textbox', { name: /Image URL/ })).toHaveValue(`/storage/v1/object/public/media/${name}`);
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('OMR Gantry at Thoraipakkam');
  });
});

describe('GalleryImageForm: edit', () => {
  it('loads the image, shows it in the form and updates it by id', async () => {
    server.use(http.get(url, () => HttpResponse.json(stored)));
    const writes = captureWrites();
    const { user } = render('/admin/gallery/g1/edit', { id: 'g1' });
    expect(await screen.findByRole('heading', { name: 'Edit Gallery Image' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Bus Wrap');
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveValue('transport');
    expect(screen.getByRole('spinbutton', { name: 'Year' })).toHaveValue(2023);
    expect(screen.getByRole('spinbutton', { name: 'Sort Order' })).toHaveValue(4);
    expect(screen.getByRole('textbox', { name: 'Tags' })).toHaveValue('bus, wrap');
    const sortOrder = screen.getByRole('spinbutton', { name: 'Sort Order' });
    await user.clear(sortOrder);
    await user.type(sortOrder, '1');
    await user.click(screen.getByRole('button', { name: 'Update Image' }));
    expect(await screen.findByRole('heading', { name: 'Gallery list' })).toBeInTheDocument();
    expect(writes[0].method).toBe('PATCH');
    expect(writes[0].url.searchParams.get('id')).toBe('eq.g1');
    expect(writes[0].body).toMatchObject({ title: 'Bus Wrap', sort_order: 1, year: 2023, tags: ['bus', 'wrap'] });
  });

  it('says "Error loading image" when the image cannot be read', async () => {
    server.use(http.get(url, () => HttpResponse.json({ code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' }, { status: 406 })));
    render('/admin/gallery/nope/edit', { id: 'nope' });
    expect(await screen.findByRole('alert', {})).toHaveTextContent('Error loading image');
    expect(screen.getByRole('link', { name: 'Back to Gallery' })).toHaveAttribute('href', '/admin/gallery');
  });

  it('keeps a stored category outside the list selectable', async () => {
    server.use(http.get(url, () => HttpResponse.json({ ...stored, category: 'drone-shows' })));
    render('/admin/gallery/g1/edit', { id: 'g1' });
    expect(await screen.findByRole('combobox', { name: /Category/ })).toHaveValue('drone-shows');
  });
});

describe('GalleryImageForm without canEdit', () => {
  it('offers no form and reads nothing', () => {
    render('/admin/gallery/g1/edit', { id: 'g1', canEdit: false });
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to update images.');
    expect(screen.queryByRole('button', { name: 'Update Image' })).not.toBeInTheDocument();
  });
});
