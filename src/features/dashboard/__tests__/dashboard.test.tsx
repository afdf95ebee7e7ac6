import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { fakeRealtime } from '@/testing/realtime';
import { testOrigin } from '@/testing/rest';
import { renderWithProviders } from '@/testing/render';
import { DashboardCounts } from '../components/DashboardCounts';
import { QuickActions } from '../components/QuickActions';
import { RoleSummary } from '../components/RoleSummary';
import { wideColumns } from '../dashboard-cards';
import { contentTables } from '@/config/content-types';

const contentCounts = { blog_posts: 8, clients: 14, testimonials: 6, success_stories: 5, gallery_images: 20, offers: 3, job_openings: 4 };
const leadCounts = { Contacts: 3, festival_bookings: 2, resource_downloads: 7, newsletter_subscribers: 11 };

const countUrl = `${testOrigin}/rest/v1/rpc/dashboard_count`;

/** What `counted` the dashboard asks `dashboard_count()` for (a request's body is read once: a clone). */
async function countedIn(request: Request): Promise<string> {
  return ((await request.clone().json()) as { counted: string }).counted;
}

/**
 * `dashboard_count()` as the database answers it: the count (exact up to 10,000 rows, the table's statistics
 * above). A table not in `counts` passes to the next handler. `counts` is read on every request.
 */
function countHandlers(counts: Record<string, number>) {
  return [
    http.post(countUrl, async ({ request }) => {
      const counted = await countedIn(request);
      return counted in counts ? HttpResponse.json(counts[counted]) : undefined;
    }),
  ];
}

function card(label: string) {
  return screen.getByRole('region', { name: label });
}

describe('the wide screen\'s columns', () => {
  it.each([[6, 'xl:grid-cols-6'], [7, 'xl:grid-cols-4'], [10, 'xl:grid-cols-5'], [11, 'xl:grid-cols-6'], [12, 'xl:grid-cols-6']])(
    'puts %i cards in the columns that leave the fewest empty places: %s',
    (count, columns) => expect(wideColumns(count)).toBe(columns),
  );
});

describe('DashboardCounts', () => {
  it('counts every content type for non-admins, and never subscribes to contacts', async () => {
    const realtime = fakeRealtime();
    server.use(realtime.handler, ...countHandlers(contentCounts));
    const { container } = renderWithProviders(<DashboardCounts canManageLeads={false} />);
    expect(await within(card('Blog Posts')).findByText('8')).toBeInTheDocument();
    expect(await within(card('Clients')).findByText('14')).toBeInTheDocument();
    expect(await within(card('Testimonials')).findByText('6')).toBeInTheDocument();
    expect(await within(card('Success Stories')).findByText('5')).toBeInTheDocument();
    expect(await within(card('Gallery Images')).findByText('20')).toBeInTheDocument();
    expect(await within(card('Offers')).findByText('3')).toBeInTheDocument();
    expect(await within(card('Job Openings')).findByText('4')).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(contentTables.length);
    expect(screen.queryByText('Contact Submissions')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass(wideColumns(contentTables.length));
    await waitFor(() => expect(realtime.subscribedTables().sort()).toEqual(Object.keys(contentCounts).sort()));
  });

  it('adds Contact Submissions with View Contacts and the lead counts for admins', async () => {
    const realtime = fakeRealtime();
    server.use(realtime.handler, ...countHandlers({ ...contentCounts, ...leadCounts }));
    const { container } = renderWithProviders(<DashboardCounts canManageLeads />);
    const contacts = card('Contact Submissions');
    expect(await within(contacts).findByText('3')).toBeInTheDocument();
    expect(within(contacts).getByRole('link', { name: 'View Contacts' })).toHaveAttribute('href', '/admin/contacts');
    expect(await within(card('Festival Bookings')).findByText('2')).toBeInTheDocument();
    expect(await within(card('Resource Downloads')).findByText('7')).toBeInTheDocument();
    expect(await within(card('Newsletter Subscribers')).findByText('11')).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(contentTables.length + 4);
    expect(container.firstElementChild).toHaveClass(wideColumns(contentTables.length + 4));
    await waitFor(() => expect(realtime.subscribedTables()).toEqual(expect.arrayContaining(['Contacts', 'festival_bookings'])));
  });

  it("shows a count above 10,000 as the planner's estimate, 'about N', and one at 10,000 exactly", async () => {
    server.use(fakeRealtime().handler, ...countHandlers({ ...contentCounts, ...leadCounts, Contacts: 1_234_567, festival_bookings: 10_000 }));
    renderWithProviders(<DashboardCounts canManageLeads />);
    expect(await within(card('Contact Submissions')).findByText('about 1,234,567')).toBeInTheDocument();
    expect(await within(card('Festival Bookings')).findByText('10000')).toBeInTheDocument();
  });

  it('recounts a table when one of its rows changes', async () => {
    const realtime = fakeRealtime();
    const counts = { ...contentCounts };
    server.use(realtime.handler, ...countHandlers(counts));
    renderWithProviders(<DashboardCounts canManageLeads={false} />);
    await within(card('Clients')).findByText('14');
    await waitFor(() => expect(realtime.subscribedTables()).toContain('clients'));

    counts.clients = 15;
    act(() => realtime.emit('clients', 'INSERT', { id: 'c-15', name: 'New Client' }));
    expect(await within(card('Clients')).findByText('15')).toBeInTheDocument();

    counts.clients = 14;
    act(() => realtime.emit('clients', 'DELETE', { id: 'c-15' }));
    expect(await within(card('Clients')).findByText('14')).toBeInTheDocument();
  });

  it('says a count is unavailable when it cannot be loaded', async () => {
    server.use(
      fakeRealtime().handler,
      http.post(countUrl, async ({ request }) => ((await countedIn(request)) === 'clients' ? new HttpResponse(null, { status: 500 }) : undefined)),
      ...countHandlers(contentCounts),
    );
    renderWithProviders(<DashboardCounts canManageLeads={false} />);
    expect(await within(card('Clients')).findByText('Unavailable')).toBeInTheDocument();
    expect(await within(card('Blog Posts')).findByText('8')).toBeInTheDocument();
  });
});

describe('QuickActions', () => {
  it('links staff who can edit to each create form', () => {
    renderWithProviders(<QuickActions canEdit />);
    const expected = {
      'Create Blog Post': '/admin/blog-posts/new',
      'Add Client': '/admin/clients/new',
      'Add Testimonial': '/admin/testimonials/new',
      'Add Success Story': '/admin/success-stories/new',
      'Upload Image': '/admin/gallery/new',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.queryByText(/read-only access/)).not.toBeInTheDocument();
  });

  it('tells everyone else they have read-only access', () => {
    renderWithProviders(<QuickActions canEdit={false} />);
    expect(
      screen.getByText('You have read-only access to the admin panel. Contact an administrator for additional permissions.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('RoleSummary', () => {
  it.each([
    ['admin', 'Logged in as ADMIN', 'Full system access with all permissions'],
    ['editor', 'Logged in as EDITOR', 'Can create and edit content, limited delete access'],
    ['reviewer', 'Logged in as REVIEWER', 'Read-only access to review content'],
  ])('describes %s', (role, heading, description) => {
    renderWithProviders(<RoleSummary role={role} />);
    expect(screen.getByText(heading)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });
});
