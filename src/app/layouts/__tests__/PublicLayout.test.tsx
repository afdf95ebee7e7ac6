import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { PublicLayout } from '../PublicLayout';

/** docs/product.md §12: a document sent by link carries none of the site's marketing over its letterhead. */

const renderAt = (path: string) => renderWithProviders(<PublicLayout />, { path });

describe('PublicLayout', () => {
  it('floats the call button and, once the page has loaded, the chat over a public page', async () => {
    renderAt('/about');
    expect(screen.getByRole('complementary', { name: 'Quick contact' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Chat with us' }, { timeout: 5000 })).toBeInTheDocument();
  });

  // That the chat and the offer link stay away too is seen in a browser, once the page has loaded (tests/e2e/proposal-page.test.ts).
  it.each(['/proposals/a-client-token', '/proof/a-client-token', '/invoices/a-client-token'])('floats no call button over %s, a document sent by link', (path) => {
    renderAt(path);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Quick contact' })).not.toBeInTheDocument();
  });
});
