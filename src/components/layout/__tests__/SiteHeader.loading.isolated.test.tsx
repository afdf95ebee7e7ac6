import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { SiteHeader } from '../SiteHeader';

// The menus' code not yet loaded: a module state only a fresh module graph has (docs/testing.md, isolated files).
describe('while the menus load', () => {
  it('keeps their place: Services is already a link to the services page', async () => {
    renderWithProviders(<SiteHeader />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    expect(within(main).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Home', 'About', 'Services', 'Sites', 'Gallery', 'Clients', 'Blog', 'Contact', 'Festival Offer',
    ]);
    // Then the dropdown takes the link's place.
    expect(await within(main).findByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(main).queryByRole('link', { name: 'Services' })).toBeNull();
  });
});
