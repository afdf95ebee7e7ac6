import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DialogProvider } from '@/components/dialog';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import { MediaLibrary } from '../components/MediaLibrary';
import { objectRow, serveLibrary, mediaUseRow, type ObjectRow, type UseRow } from './library-fixtures';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

function render({ canUpload = true, canDelete = true } = {}) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <DialogProvider>
      <MediaLibrary canUpload={canUpload} canDelete={canDelete} />
    </DialogProvider>,
  );
  return user;
}

const hoarding = 'library/0b5c1d2e-aaaa-4bbb-8ccc-000000000001-1600x1200.jpg';
const logo = 'logos/0b5c1d2e-aaaa-4bbb-8ccc-000000000002-640x240.webp';
const draftOnly = 'blog/0b5c1d2e-aaaa-4bbb-8ccc-000000000003-1200x800.jpg';

function library(): { objects: ObjectRow[]; uses: UseRow[] } {
  return {
    objects: [objectRow(hoarding, 'chennai-omr-hoarding.jpg'), objectRow(logo, null), objectRow(draftOnly, 'monsoon-campaign.jpg')],
    uses: [
      mediaUseRow(logo, 'clients', 'logo', 'Chennai Silks', true),
      mediaUseRow(logo, 'gallery_images', 'image_url', 'Silks at T. Nagar', false),
      mediaUseRow(draftOnly, 'blog_posts', 'image', 'Monsoon campaigns that worked', false),
    ],
  };
}

describe('MediaLibrary: titles and search', () => {
  it('shows each photo under the file name it was uploaded with, or its own name when none was kept', async () => {
    serveLibrary(library());
    render();
    const card = await screen.findByRole('article', { name: 'chennai-omr-hoarding.jpg' });
    expect(card).toHaveTextContent(hoarding);
    expect(card).toHaveTextContent('1600 × 1200 px');
    expect(screen.getByRole('article', { name: '0b5c1d2e-aaaa-4bbb-8ccc-000000000002-640x240.webp' })).toHaveTextContent('Used by Client logo: Chennai Silks');
  });

  it('marks a use by a draft, and the search matches the original file name', async () => {
    serveLibrary(library());
    const user = render();
    expect(await screen.findByRole('article', { name: 'monsoon-campaign.jpg' })).toHaveTextContent('Used by Blog post: Monsoon campaigns that worked (draft)');
    await user.type(screen.getByRole('searchbox', { name: 'Search media' }), 'OMR');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['chennai-omr-hoarding.jpg']);
  });
});

describe('MediaLibrary: deleting', () => {
  it('refuses to delete a photo a published record uses, names it, and sends no delete', async () => {
    const { deleted } = serveLibrary(library());
    const user = render();
    const card = await screen.findByRole('article', { name: /640x240/ });
    await user.click(within(card).getByRole('button', { name: 'Delete photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo in use' });
    expect(dialog).toHaveTextContent(
      'This photo is used by Client logo "Chennai Silks", which visitors see. Choose another photo for that record first, then delete this one.',
    );
    expect(dialog).not.toHaveTextContent('Silks at T. Nagar');
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(deleted).toEqual([]);
  });

  it('deletes a photo only drafts use after a confirmation naming the drafts', async () => {
    const state = library();
    const { deleted } = serveLibrary(state);
    const user = render();
    const card = await screen.findByRole('article', { name: 'monsoon-campaign.jpg' });
    await user.click(within(card).getByRole('button', { name: 'Delete photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete photo' });
    expect(dialog).toHaveTextContent(
      'This photo is used only by a draft: Blog post "Monsoon campaigns that worked". It will show a missing image until you choose another photo. Delete it anyway?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'monsoon-campaign.jpg' })).not.toBeInTheDocument());
    expect(deleted).toEqual([[draftOnly]]);
  });

  it('asks again with what is true now: a draft published since the screen loaded stops the delete', async () => {
    const state = library();
    serveLibrary(state);
    const user = render();
    const card = await screen.findByRole('article', { name: 'monsoon-campaign.jpg' });
    state.uses = state.uses.map((use) => (use.table_name === 'blog_posts' ? { ...use, visible: true } : use));
    await user.click(within(card).getByRole('button', { name: 'Delete photo' }));
    expect(await screen.findByRole('dialog', { name: 'Photo in use' })).toHaveTextContent('Blog post "Monsoon campaigns that worked", which visitors see.');
  });

  it('says why when the database refuses a delete the screen allowed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const state = library();
    serveLibrary(state, { refuseDelete: true });
    const user = render();
    const card = await screen.findByRole('article', { name: 'chennai-omr-hoarding.jpg' });
    await user.click(within(card).getByRole('button', { name: 'Delete photo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete photo' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this photo?');
    // Someone used it in a published gallery image meanwhile.
    state.uses = [...state.uses, mediaUseRow(hoarding, 'gallery_images', 'image_url', 'OMR Gantry', true)];
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Photo in use' })).toHaveTextContent('Gallery image "OMR Gantry", which visitors see.');
  });
});

describe('MediaLibrary: uploads of its own', () => {
  beforeEach(() => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 1600, height: 1200, close: () => undefined }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uploads several chosen photos into library/, each at once, keeping each file name, and shows them in the grid', async () => {
    const state = library();
    serveLibrary(state);
    const uploads: Array<{ name: string; metadata: Record<string, unknown> }> = [];
    server.use(
      http.post(`${testOrigin}/storage/v1/object/media/*`, async ({ request }) => {
        const name = decodeURIComponent(new URL(request.url).pathname.replace('/storage/v1/object/media/', ''));
        const metadata = JSON.parse(String((await request.formData()).get('metadata'))) as Record<string, unknown>;
        uploads.push({ name, metadata });
        state.objects = [objectRow(name, String(metadata.originalName), '2026-11-26T10:00:00Z'), ...state.objects];
        return HttpResponse.json({ Key: `media/${name}` });
      }),
    );
    const user = render();
    await screen.findByRole('article', { name: 'chennai-omr-hoarding.jpg' });
    const files = ['anna-salai-unipole.jpg', 'velachery-bus-shelter.jpg'].map((name) => new File(['jpeg'], name, { type: 'image/jpeg' }));
    await user.upload(screen.getByLabelText('Photos for the library'), files);

    const progress = screen.getByRole('region', { name: 'Upload photos' });
    await waitFor(() => expect(within(progress).getAllByRole('status')).toHaveLength(2));
    for (const status of within(progress).getAllByRole('status')) expect(status).toHaveTextContent('Photo uploaded (1600 × 1200 px).');
    expect(uploads.map((upload) => upload.metadata.originalName).sort()).toEqual(['anna-salai-unipole.jpg', 'velachery-bus-shelter.jpg']);
    for (const upload of uploads) expect(upload.name).toMatch(/^library\/[0-9a-f-]+-1600x1200\.jpg$/);
    expect(await screen.findByRole('article', { name: 'anna-salai-unipole.jpg' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'velachery-bus-shelter.jpg' })).toBeInTheDocument();
  });

  it('refuses a file that is not a photo in one sentence, beside the others that upload', async () => {
    serveLibrary(library());
    server.use(http.post(`${testOrigin}/storage/v1/object/media/*`, () => HttpResponse.json({ Key: 'media/x' })));
    render();
    await screen.findByRole('article', { name: 'chennai-omr-hoarding.jpg' });
    // The direct API takes applyAccept: a person can pick any file with 'All files'.
    await userEvent.upload(
      screen.getByLabelText('Photos for the library'),
      [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), new File(['jpeg'], 'gantry.jpg', { type: 'image/jpeg' })],
      { applyAccept: false },
    );
    const svg = await screen.findByRole('listitem', { name: 'logo.svg' });
    expect(await within(svg).findByRole('alert')).toHaveTextContent('This file is not a JPEG, PNG, WebP or AVIF photo. Choose a photo in one of these formats.');
    expect(await within(screen.getByRole('listitem', { name: 'gantry.jpg' })).findByRole('status')).toHaveTextContent('Photo uploaded');
  });

  it('offers no upload to whoever may not upload', async () => {
    serveLibrary(library());
    render({ canUpload: false, canDelete: false });
    await screen.findByRole('article', { name: 'chennai-omr-hoarding.jpg' });
    expect(screen.queryByRole('button', { name: 'Upload photos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete photo' })).not.toBeInTheDocument();
  });
});
