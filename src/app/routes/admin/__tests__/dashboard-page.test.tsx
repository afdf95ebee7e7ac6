import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStateFor, demoProfile, withAuth } from '@/testing/auth';
import { renderWithProviders } from '@/testing/render';
import DashboardPage from '../DashboardPage';

describe('the dashboard for accounts', () => {
  it('shows their role and nothing of the content, sites or bookings they do not read (decision 104)', () => {
    renderWithProviders(withAuth(<DashboardPage />, authStateFor('admin', { profile: { ...demoProfile('admin'), role: 'accounts' } })));
    expect(screen.getByText('Logged in as ACCOUNTS')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Quick Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Occupancy' })).not.toBeInTheDocument();
  });
});
