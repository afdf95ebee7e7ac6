import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { authStateFor, demoProfile, withAuth } from '@/testing/auth';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import DashboardPage from '../DashboardPage';

describe('the dashboard for accounts', () => {
  it('shows their role and what clients owe, and nothing of the content, sites or bookings they do not read (decision 104)', async () => {
    server.use(http.post(`${testOrigin}/rest/v1/rpc/billing_figures`, () => HttpResponse.json({ owed_paise: 73_670_080, overdue_paise: 11_800_000, received_paise: 36_208_940, tds_paise: 626_100 })));
    renderWithProviders(withAuth(<DashboardPage />, authStateFor('admin', { profile: { ...demoProfile('admin'), role: 'accounts' } })));
    expect(screen.getByText('Logged in as ACCOUNTS')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Quick Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Occupancy' })).not.toBeInTheDocument();
    const owed = screen.getByRole('region', { name: 'What clients owe' });
    expect(await within(owed).findByText('₹7,36,700.80')).toBeInTheDocument();
    expect(within(owed).getByText('₹1,18,000.00')).toBeInTheDocument();
    expect(within(owed).getByText('and ₹6,261.00 of TDS')).toBeInTheDocument();
    expect(within(owed).getByRole('link', { name: 'Receivables by age' })).toHaveAttribute('href', '/admin/receivables');
  });
});
