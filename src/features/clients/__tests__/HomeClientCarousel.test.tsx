import { screen, waitFor } from '@testing-library/react';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { restGet } from '@/testing/rest';
import { HomeClientCarousel } from '../components/HomeClientCarousel';
import { client } from './fixtures';

describe('HomeClientCarousel', () => {
  it('shows the clients under Trusted by Leading Brands', async () => {
    server.use(restGet('clients', [client('Aavin'), client('Bharat Motors')]));
    renderWithProviders(<HomeClientCarousel />);
    expect(await screen.findByRole('img', { name: 'Aavin' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Trusted by Leading Brands' })).toBeInTheDocument();
  });

  it('logs a failed fetch, falls back to no clients and shows no error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(restGet('clients', { message: 'relation missing' }, 500));
    renderWithProviders(<HomeClientCarousel />);
    await waitFor(() => expect(log).toHaveBeenCalledWith('Error fetching clients:', expect.objectContaining({ message: 'relation missing' })));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText(/relation missing/)).not.toBeInTheDocument();
    log.mockRestore();
  });
});
