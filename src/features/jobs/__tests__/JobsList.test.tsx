import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { addDays, today } from '@/lib/calendar-days';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { fetchJobsPage } from '../api/fetch-jobs';
import { JobsList } from '../components/admin/JobsList';
import { jobRow, jobsTable, type JobRow } from './jobs-table';

/** docs/product.md §14, Mounting jobs: overdue first, then by due day; filters by crew member, state and campaign. */

const day = today();
const crew = [{ id: 'c4e00000-0000-4000-8000-000000000001', full_name: 'Karthik Murugan', email: 'crew@example.com' }];

function setup(rows: JobRow[], canManageJobs = true) {
  const table = jobsTable(rows);
  server.use(
    table.handler,
    http.post(`${testOrigin}/rest/v1/rpc/crew_members`, () => HttpResponse.json(crew)),
    http.get(`${testOrigin}/rest/v1/campaigns`, () => HttpResponse.json([{ id: 'c0a10004-5eed-4000-8000-000000000004', reference: 'CP-C0A10004', title: 'Year-end sale, four sites', mounting_jobs: [] }])),
  );
  renderAdmin(<JobsList canManageJobs={canManageJobs} />, { path: '/admin/jobs' });
  return { user: userEvent.setup(), gets: table.gets };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('JobsList', () => {
  it('lists overdue jobs first, then the rest by due date, with the total', async () => {
    const rows = [
      jobRow(addDays(day, 3), 'todo', 'CHN-ECR-004'),
      jobRow(addDays(day, -5), 'approved', 'CHN-KTP-001'),
      jobRow(addDays(day, -2), 'mounted', 'CHN-GST-002'),
      jobRow(addDays(day, -1), 'reshoot', 'CHN-OMR-006', { assignee_id: null }),
      jobRow(day, 'todo', 'CHN-ADY-001', { kind: 'dismantling' }),
    ];
    setup(rows);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mounting jobs' })).toBeInTheDocument();
    await screen.findByText('Total: 5 jobs');
    const codes = bodyRows().map((row) => within(row).getByRole('link', { name: /CHN-/ }).textContent);
    expect(codes).toEqual(['CHN-GST-002 Site CHN-GST-002', 'CHN-OMR-006 Site CHN-OMR-006', 'CHN-KTP-001 Site CHN-KTP-001', 'CHN-ADY-001 Site CHN-ADY-001', 'CHN-ECR-004 Site CHN-ECR-004']);
    const [first, second, third] = bodyRows();
    expect(within(first).getByText('Overdue')).toBeInTheDocument();
    expect(within(second).getByText('Overdue')).toBeInTheDocument();
    // Past its day but approved: not overdue.
    expect(within(third).queryByText('Overdue')).toBeNull();
    expect(within(first).getAllByText('Mounted — photos sent').length).toBeGreaterThan(0);
    expect(within(second).getAllByText('Needs a re-shoot').length).toBeGreaterThan(0);
    await waitFor(() => expect(within(first).getAllByText('Karthik Murugan').length).toBeGreaterThan(0));
    expect(within(second).getAllByText(/Nobody yet/).length).toBeGreaterThan(0);
    expect(within(bodyRows()[3]).getAllByText(/Dismantling/).length).toBeGreaterThan(0);
    expect(within(first).getByRole('link', { name: 'CP-C0A10004' })).toHaveAttribute('href', '/admin/campaigns/c0a10004-5eed-4000-8000-000000000004');
    expect(within(first).getByRole('link', { name: /CHN-GST-002/ })).toHaveAttribute('href', `/admin/jobs/${rows[2].id}`);
  });

  it('filters by state, crew member and campaign through the address', async () => {
    const { user, gets } = setup([jobRow(addDays(day, -2), 'mounted', 'CHN-GST-002'), jobRow(addDays(day, -5), 'approved', 'CHN-KTP-001', { assignee_id: null })]);
    await screen.findByText('Total: 2 jobs');
    await user.selectOptions(screen.getByLabelText('State'), 'Approved');
    await screen.findByText('Total: 1 job');
    expect(bodyRows()).toHaveLength(1);
    expect(gets.at(-1)?.searchParams.getAll('state')).toContain('eq.approved');
    await user.selectOptions(screen.getByLabelText('State'), 'All states');
    await screen.findByText('Total: 2 jobs');
    await waitFor(() => expect(within(screen.getByLabelText('Crew member')).getByRole('option', { name: 'Karthik Murugan' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Crew member'), 'Nobody yet');
    await screen.findByText('Total: 1 job');
    expect(gets.at(-1)?.searchParams.get('assignee_id')).toBe('is.null');
    await user.selectOptions(screen.getByLabelText('Crew member'), 'Karthik Murugan');
    await screen.findByText('Total: 1 job');
    expect(within(bodyRows()[0]).getByRole('link', { name: /CHN-GST-002/ })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByLabelText('Campaign')).getByRole('option', { name: /CP-C0A10004/ })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Campaign'), 'CP-C0A10004 · Year-end sale, four sites');
    await waitFor(() => expect(gets.at(-1)?.searchParams.get('campaign_id')).toBe('eq.c0a10004-5eed-4000-8000-000000000004'));
    await user.selectOptions(screen.getByLabelText('State'), 'To do');
    expect(await screen.findByText('No jobs match these filters.')).toBeInTheDocument();
  });

  it('says so when there are no jobs at all', async () => {
    setup([]);
    expect(await screen.findByText('No mounting jobs yet: a campaign gets its jobs when the client confirms it.')).toBeInTheDocument();
    expect(screen.getByText('Total: 0 jobs')).toBeInTheDocument();
  });

  it('shows staff who do not manage jobs a sentence, not data', async () => {
    const { gets } = setup([jobRow(day, 'todo', 'CHN-ECR-004')], false);
    expect(screen.getByRole('alert')).toHaveTextContent('Admins and sales only');
    expect(screen.getByRole('alert')).toHaveTextContent('Mounting jobs can only be seen by admins and sales staff');
    expect(gets).toHaveLength(0);
  });
});

describe('fetchJobsPage', () => {
  it('pages through the overdue jobs, then the rest, without skipping or repeating one', async () => {
    const overdue = [1, 2, 3].map((n) => jobRow(addDays(day, -10 + n), 'todo', `OVERDUE-${n}`));
    const rest = [1, 2, 3, 4].map((n) => jobRow(addDays(day, n), 'todo', `LATER-${n}`));
    const table = jobsTable([...rest, ...overdue]);
    server.use(table.handler);
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(await fetchJobsPage({ filters: [], unassigned: false, today: day, page, pageSize: 2 }));
    expect(pages.map((page) => page.rows.map((row) => row.site?.code))).toEqual([['OVERDUE-1', 'OVERDUE-2'], ['OVERDUE-3', 'LATER-1'], ['LATER-2', 'LATER-3'], ['LATER-4']]);
    expect(pages.every((page) => page.total === 7)).toBe(true);
  });
});
