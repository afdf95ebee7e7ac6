import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import type { Site } from '../api/fetch-sites';
import { AdminSitesList } from '../components/admin/AdminSitesList';

/** docs/product.md §11, Admin 'Sites': deleting a site names its confirmed bookings before it asks. */

const site = {
  id: '6c1f3d2a-0000-4000-8000-000000000014',
  code: 'CHN-OMR-014',
  name: 'OMR Thoraipakkam',
  locality: 'Thoraipakkam',
  format: 'hoarding',
  lighting: 'front_lit',
  monthly_rate: 120000,
  published: true,
  photos: [],
} as unknown as Site;

function setup(bookings: { id: string; starts_on: string; ends_on: string; client_name: string }[]) {
  const bookingQueries: URL[] = [];
  const deleted: string[] = [];
  server.use(
    http.get(`${testOrigin}/rest/v1/sites`, () => HttpResponse.json(deleted.length ? [] : [site], { headers: { 'Content-Range': deleted.length ? '*/0' : '0-0/1' } })),
    http.get(`${testOrigin}/rest/v1/site_bookings`, ({ request }) => {
      bookingQueries.push(new URL(request.url));
      return HttpResponse.json(bookings);
    }),
    http.delete(`${testOrigin}/rest/v1/sites`, ({ request }) => {
      deleted.push(new URL(request.url).searchParams.get('id') ?? '');
      return HttpResponse.json([{ id: site.id }]);
    }),
  );
  renderAdmin(<AdminSitesList canEdit canDelete />, { path: '/admin/sites' });
  return { user: userEvent.setup({ delay: null }), bookingQueries, deleted };
}

describe('AdminSitesList: deleting a site', () => {
  it('names its confirmed bookings (dates and client) in the question, and deletes only after confirming', async () => {
    const { user, bookingQueries, deleted } = setup([
      { id: 'b1', starts_on: '2026-12-01', ends_on: '2026-12-31', client_name: 'Northstar' },
      { id: 'b2', starts_on: '2027-01-01', ends_on: '2027-01-15', client_name: 'Aachi Masala' },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete CHN-OMR-014' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'CHN-OMR-014 has 2 confirmed bookings: 1 Dec 2026 to 31 Dec 2026, Northstar; 1 Jan 2027 to 15 Jan 2027, Aachi Masala. Delete site CHN-OMR-014 and all its bookings? This cannot be undone.',
    );
    const asked = bookingQueries[0]!.searchParams;
    expect([asked.get('site_id'), asked.get('kind')]).toEqual([`eq.${site.id}`, 'eq.confirmed']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete CHN-OMR-014' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([`eq.${site.id}`]));
  });

  it('keeps the plain question for a site without confirmed bookings', async () => {
    const { user } = setup([]);
    await user.click(await screen.findByRole('button', { name: 'Delete CHN-OMR-014' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Delete site CHN-OMR-014 and all its bookings? This cannot be undone.');
    expect(screen.getByRole('dialog')).not.toHaveTextContent('confirmed');
  });

  it('deletes nothing when the bookings cannot be read, and says why', async () => {
    const { user, deleted } = setup([]);
    server.use(http.get(`${testOrigin}/rest/v1/site_bookings`, () => HttpResponse.json({ message: 'boom', code: '500' }, { status: 500 })));
    await user.click(await screen.findByRole('button', { name: 'Delete CHN-OMR-014' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The bookings of CHN-OMR-014 could not be read, so it was not deleted');
    expect(deleted).toEqual([]);
  });
});
