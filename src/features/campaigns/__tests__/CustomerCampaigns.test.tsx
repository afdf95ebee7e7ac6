import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { CustomerCampaigns } from '../components/admin/CustomerCampaigns';

/** docs/product.md §13, Customer form: the customer's campaigns under it, newest first. */

function setup(rows: unknown[]) {
  const asked: string[] = [];
  server.use(
    http.get(`${testOrigin}/rest/v1/campaigns`, ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(rows);
    }),
  );
  renderAdmin(<CustomerCampaigns customerId="c1" />);
  return asked;
}

describe('CustomerCampaigns', () => {
  it("lists the customer's campaigns, newest first, each linking to its page with its status and version", async () => {
    const asked = setup([
      { id: 'k2', reference: 'CP-00000002', title: 'Diwali boards', status: 'changes_asked', version: 2, created_at: '2026-11-20T10:00:00Z' },
      { id: 'k1', reference: 'CP-00000001', title: 'Pongal launch', status: 'completed', version: 1, created_at: '2026-01-05T10:00:00Z' },
    ]);
    const section = await screen.findByRole('region', { name: 'Campaigns' });
    const [first, second] = await within(section).findAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'CP-00000002' })).toHaveAttribute('href', '/admin/campaigns/k2');
    expect(first).toHaveTextContent('CP-00000002 Diwali boardsMade Nov 20, 2026, version 2Changes asked');
    expect(second).toHaveTextContent('CP-00000001 Pongal launchMade Jan 5, 2026Completed');
    expect(decodeURIComponent(asked[0]!)).toContain('customer_id=eq.c1');
    expect(asked[0]).toContain('order=created_at.desc');
  });

  it('says so when the customer has none', async () => {
    setup([]);
    expect(await screen.findByText('No campaign for this customer yet.')).toBeInTheDocument();
  });
});
