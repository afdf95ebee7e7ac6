import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MediaUploader } from '../components/MediaUploader';

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
});
