import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { addDays, today } from '@/lib/calendar-days';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { CampaignJobs } from '../components/admin/CampaignJobs';

/** docs/product.md §13, a campaign past its draft: its mounting jobs, each a link to the job. */

const campaignId = 'c0a10004-5eed-4000-8000-000000000004';

describe('CampaignJobs', () => {
  it("lists the campaign's jobs with their site, due day, crew member and state", async () => {
    const asked: URL[] = [];
    server.use(
      http.get(`${testOrigin}/rest/v1/mounting_jobs`, ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json([
          { id: '10b00003-5eed-4000-8000-000000000003', due_on: addDays(today(), -2), kind: 'mounting', state: 'reshoot', assignee_id: 'k1', site: { code: 'CHN-OMR-006', name: 'SIPCOT Siruseri gantry' } },
          { id: '10b00004-5eed-4000-8000-000000000004', due_on: today(), kind: 'mounting', state: 'todo', assignee_id: null, site: { code: 'CHN-ECR-004', name: 'Muttukadu hoarding' } },
        ]);
      }),
      http.post(`${testOrigin}/rest/v1/rpc/crew_members`, () => HttpResponse.json([{ id: 'k1', full_name: 'Karthik Murugan', email: 'crew@example.com' }])),
    );
    renderAdmin(<CampaignJobs campaignId={campaignId} />);
    const section = screen.getByRole('region', { name: 'Mounting jobs' });
    const link = await within(section).findByRole('link', { name: 'CHN-OMR-006 SIPCOT Siruseri gantry' });
    expect(link).toHaveAttribute('href', '/admin/jobs/10b00003-5eed-4000-8000-000000000003');
    const [, first, second] = within(section).getAllByRole('row');
    expect(first).toHaveTextContent('Needs a re-shoot');
    expect(first).toHaveTextContent('Overdue');
    expect(await within(first).findAllByText('Karthik Murugan')).not.toHaveLength(0);
    expect(second).toHaveTextContent('To do');
    expect(second).not.toHaveTextContent('Overdue');
    expect(within(second).getAllByText('Nobody yet')).not.toHaveLength(0);
    expect(asked[0].searchParams.get('campaign_id')).toBe(`eq.${campaignId}`);
  });
});
