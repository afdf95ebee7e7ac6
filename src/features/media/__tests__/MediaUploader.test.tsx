import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import { MediaUploader } from '../components/MediaUploader';
import { objectRow, objectUrl, serveLibrary, mediaUseRow } from './library-fixtures';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

describe('MediaUploader', () => {
  it('refuses an SVG before uploading, in one sentence, and calls nothing', async () => {
    const onUploaded = vi.fn();
    render(<MediaUploader fieldLabel="Logo URL" folder="logos" onUploaded={onUploaded} />);
    const input = screen.getByLabelText('Photo for the logo');
    await userEvent.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a JPEG, PNG, WebP or AVIF photo.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('offers choosing, dragging and pasting, and names the allowed files', () => {
    render(<MediaUploader fieldLabel="Image URL" folder="gallery" onUploaded={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Upload a photo' })).toHaveAccessibleDescription('or drag it here or paste it. JPEG, PNG, WebP or AVIF, up to 10 MB.');
    expect(screen.getByLabelText('Photo for the image')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');
  });

  it('keeps the file name in the upload\'s metadata and hands the field a title made from it', async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 1600, height: 1200, close: () => undefined }));
    onTestFinished(() => void vi.unstubAllGlobals());
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      http.post(`${testOrigin}/storage/v1/object/media/*`, async ({ request }) => {
        sent.push(JSON.parse(String((await request.formData()).get('metadata'))) as Record<string, unknown>);
        return HttpResponse.json({ Key: 'media/gallery/x' });
      }),
    );
    const onUploaded = vi.fn();
    render(<MediaUploader fieldLabel="Image URL" folder="gallery" onUploaded={onUploaded} />);
    await userEvent.upload(screen.getByLabelText('Photo for the image'), new File(['jpeg'], 'chennai-omr-hoarding.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Photo uploaded (1600 × 1200 px).');
    expect(sent).toEqual([{ width: 1600, height: 1200, originalName: 'chennai-omr-hoarding.jpg' }]);
    expect(onUploaded).toHaveBeenCalledWith({ url: expect.stringMatching(/^\/storage\/v1\/object\/public\/media\/gallery\/[0-9a-f-]+-1600x1200\.jpg$/), width: 1600, height: 1200, title: 'Chennai omr hoarding' });
  });
});

describe('MediaUploader: Choose from library', () => {
  const hoarding = 'library/0b5c1d2e-aaaa-4bbb-8ccc-000000000001-1600x1200.jpg';
  const logo = 'logos/0b5c1d2e-aaaa-4bbb-8ccc-000000000002-640x240.webp';

  function renderUploader() {
    serveLibrary({
      objects: [objectRow(hoarding, 'chennai-omr-hoarding.jpg'), objectRow(logo, 'chennai-silks-logo.webp')],
      uses: [mediaUseRow(logo, 'clients', 'logo', 'Chennai Silks', true)],
    });
    const onUploaded = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MediaUploader fieldLabel="Image URL" folder="gallery" onUploaded={onUploaded} />);
    return { user, onUploaded };
  }

  it('opens a labelled dialog of the library\'s photos with a search, and hands the chosen one to the field like an upload', async () => {
    const { user, onUploaded } = renderUploader();
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a photo for the image' });
    const search = within(dialog).getByRole('searchbox', { name: 'Search the library' });
    expect(search).toHaveFocus();
    const photos = await within(dialog).findByRole('list', { name: 'Photos in the library' });
    expect(within(photos).getAllByRole('button').map((button) => button.textContent)).toEqual(['chennai-omr-hoarding.jpg1600 × 1200 px', 'chennai-silks-logo.webp640 × 240 px']);

    await user.type(search, 'silks{Enter}');
    expect(within(photos).getAllByRole('button')).toHaveLength(1);
    await user.clear(search);
    await user.type(search, 'OMR');
    await user.click(within(dialog).getByRole('button', { name: /chennai-omr-hoarding\.jpg/ }));

    expect(onUploaded).toHaveBeenCalledWith({ url: objectUrl(hoarding), width: 1600, height: 1200, title: 'Chennai omr hoarding' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Photo chosen from the library: chennai-omr-hoarding.jpg.');
  });

  it('closes on Escape without choosing, and gives focus back to its button', async () => {
    const { user, onUploaded } = renderUploader();
    const open = screen.getByRole('button', { name: 'Choose from library' });
    await user.click(open);
    await screen.findByRole('dialog', { name: 'Choose a photo for the image' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
