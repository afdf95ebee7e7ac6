import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { CallButton } from '../CallButton';
import { SiteFooter } from '../SiteFooter';

describe('SiteFooter', () => {
  it('has the quick links, the first five categories and the contact details', () => {
    renderWithProviders(<SiteFooter />);
    const services = screen.getByRole('navigation', { name: 'Our Services' });
    expect(within(services).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/services#outdoor',
      '/services#mobile',
      '/services#transport',
      '/services#ambient',
      '/services#btl',
    ]);
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(within(quick).getByRole('link', { name: 'Festival Offer' })).toHaveAttribute('href', '/festivaloffer2025');
    expect(within(quick).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
    expect(screen.getByRole('link', { name: '+91 98400 12345' })).toHaveAttribute('href', 'tel:+919840012345');
    expect(screen.getByRole('link', { name: 'hello@chennaioutdoormedia.in' })).toHaveAttribute('href', 'mailto:hello@chennaioutdoormedia.in');
    expect(screen.getByText(/42, Anna Salai/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
  });

  it('opens social profiles in a new tab', () => {
    renderWithProviders(<SiteFooter />);
    const facebook = screen.getByRole('link', { name: /on Facebook/ });
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});

describe('CallButton', () => {
  it('calls the agency with the +91 prefix', () => {
    renderWithProviders(<CallButton />);
    expect(screen.getByRole('link', { name: 'Call us at +91 98400 12345' })).toHaveAttribute('href', 'tel:+919840012345');
  });
});
