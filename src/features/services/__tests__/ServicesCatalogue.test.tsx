import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { ServicesCatalogue } from '../components/ServicesCatalogue';

const sectionHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('ServicesCatalogue', () => {
  it('lists every category with an anchor and its service cards linking to the detail pages', () => {
    renderWithProviders(<ServicesCatalogue />, { path: '/services' });
    expect(sectionHeadings()).toEqual([
      'Outdoor Advertising',
      'Mobile Advertising',
      'Transport Advertising',
      'Ambient Advertising',
      'BTL Activations',
    ]);
    expect(document.getElementById('transport')).toContainElement(screen.getByRole('link', { name: 'Airport Advertising' }));
    expect(screen.getByRole('link', { name: 'Airport Advertising' })).toHaveAttribute('href', '/services/transport/airport-advertising');
    expect(screen.getAllByRole('article')).toHaveLength(13);
  });

  it('filters to one category and back to All Services', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithProviders(<ServicesCatalogue />, { path: '/services' });
    const filters = screen.getByRole('group', { name: 'Filter services by category' });
    expect(within(filters).getByRole('button', { name: 'All Services' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filters).getByRole('button', { name: 'BTL Activations' }));
    expect(sectionHeadings()).toEqual(['BTL Activations']);
    expect(within(filters).getByRole('button', { name: 'BTL Activations' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?category=btl');

    await user.click(within(filters).getByRole('button', { name: 'All Services' }));
    expect(sectionHeadings()).toHaveLength(5);
  });

  it('ignores an unknown category in the address', () => {
    renderWithProviders(<ServicesCatalogue />, { path: '/services?category=space' });
    expect(sectionHeadings()).toHaveLength(5);
  });
});
