import { screen, within } from '@testing-library/react';
import { ClientsView } from '../components/ClientsView';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { restGet } from '@/testing/rest';
import { client } from './fixtures';

describe('Clients & Testimonials page', () => {
  it('groups clients under industry headings, A to Z', async () => {
    server.use(
      restGet('clients', [client('Aavin', 'FMCG'), client('Bharat Motors', 'Automotive'), client('Chennai Silks', 'Retail'), client('Dosa Plaza', 'FMCG')]),
      restGet('testimonials', []),
      restGet('success_stories', []),
    );
    renderWithProviders(<ClientsView />);
    const fmcg = await screen.findByRole('heading', { level: 3, name: 'FMCG' }, { timeout: 5000 });
    const industries = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(industries.slice(0, 3)).toEqual(['Automotive', 'FMCG', 'Retail']);
    const group = fmcg.closest('section') as HTMLElement;
    expect(within(group).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Aavin', 'Dosa Plaza']);
  });

  it('shows the three empty messages', async () => {
    server.use(restGet('clients', []), restGet('testimonials', []), restGet('success_stories', []));
    renderWithProviders(<ClientsView />);
    expect(await screen.findByText('No clients found.')).toBeInTheDocument();
    expect(screen.getByText('No testimonials found.')).toBeInTheDocument();
    expect(screen.getByText('No success stories found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Clients & Testimonials' })).toBeInTheDocument();
    // The call to action is in the part below the fold that loads apart.
    expect((await screen.findAllByRole('link', { name: /Contact Us/ }))[0]).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeInTheDocument();
  });

  it('replaces the page with Error Loading Data and the message when a list fails', async () => {
    server.use(
      restGet('clients', []),
      restGet('testimonials', { message: 'permission denied for table testimonials' }, 401),
      restGet('success_stories', []),
    );
    renderWithProviders(<ClientsView />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Error Loading Data' })).toBeInTheDocument();
    expect(screen.getByText('permission denied for table testimonials')).toBeInTheDocument();
    expect(screen.queryByText('No clients found.')).not.toBeInTheDocument();
  });
});
