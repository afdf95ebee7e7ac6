import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import NotFoundPage from '../NotFoundPage';

describe('the not-found page', () => {
  it('says the page is not found and offers the way home and to contact', () => {
    renderWithProviders(<NotFoundPage />, { path: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
