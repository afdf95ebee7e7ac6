import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { fakeRealtime } from '@/testing/realtime';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import { NewLeadNotice, UnreadLeadsBadge, UnreadLeadsCard } from '../admin';

/** The unread count as `dashboard_count('unread_leads')` answers it; records what it was asked to count. */
function unreadCount(counts: number[]) {
  const asked: string[] = [];
  const handler = http.post(`${testOrigin}/rest/v1/rpc/dashboard_count`, async ({ request }) => {
    asked.push(((await request.json()) as { counted: string }).counted);
    const count = counts.length > 1 ? counts.shift() : counts[0];
    return HttpResponse.json(count);
  });
  return { handler, asked };
}

function LiveShell({ canManageLeads }: { canManageLeads: boolean }) {
  return (
    <>
      <UnreadLeadsBadge canManageLeads={canManageLeads} />
      <UnreadLeadsCard canManageLeads={canManageLeads} />
      <NewLeadNotice canManageLeads={canManageLeads} />
    </>
  );
}

describe('unread leads, live', () => {
  it('counts unread leads that are not spam, and a new lead raises the count and is announced', async () => {
    const realtime = fakeRealtime();
    const count = unreadCount([3, 4]);
    server.use(realtime.handler, count.handler);
    renderWithProviders(<LiveShell canManageLeads />);

    expect(await screen.findByText('3', { selector: '[data-testid="unread-leads"]' })).toHaveTextContent('3 unread');
    expect(screen.getByTestId('dashboard-unread-leads')).toHaveTextContent('3');
    expect(count.asked[0]).toBe('unread_leads');
    await waitFor(() => expect(realtime.subscribedTables()).toContain('leads'));

    realtime.emit('leads', 'INSERT', { id: 'lead-1', name: 'Asha Krishnan', email: 'asha@example.com', kind: 'contact', status: 'new' });
    expect(await screen.findByRole('status')).toHaveTextContent('New lead: Asha Krishnan (Contact form)');
    await waitFor(() => expect(screen.getByTestId('unread-leads')).toHaveTextContent('4 unread'));
  });

  it('says nothing about spam', async () => {
    const realtime = fakeRealtime();
    server.use(realtime.handler, unreadCount([1]).handler);
    renderWithProviders(<LiveShell canManageLeads />);
    await waitFor(() => expect(realtime.subscribedTables()).toContain('leads'));
    realtime.emit('leads', 'INSERT', { id: 'lead-2', name: 'Bot', email: 'bot@example.com', kind: 'contact', status: 'spam' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows and follows nothing for staff who are not admins', async () => {
    const realtime = fakeRealtime();
    const count = unreadCount([5]);
    server.use(realtime.handler, count.handler);
    renderWithProviders(<LiveShell canManageLeads={false} />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('unread-leads')).not.toBeInTheDocument();
    expect(screen.queryByText('Unread leads')).not.toBeInTheDocument();
    expect(count.asked).toEqual([]);
    expect(realtime.subscribedTables()).toEqual([]);
  });
});
