import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { addDays, today } from '@/lib/calendar-days';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { fetchBookingsBetween } from '../api/fetch-bookings-between';
import { AdminSitesList } from '../components/admin/AdminSitesList';
import { weekLabel } from '../components/admin/SitesBoard';
import { licenceStanding } from '@/lib/licence-standing';

/** docs/product.md §11: the Sites list's 'Licence' column (decision 054), and the board's holds that expire (decision 053). */

const row = (code: string, licence: { valid_until: string; stability_valid_until: string | null } | null) => ({
  id: `id-${code}`,
  code,
  name: `Site ${code}`,
  locality: 'Adyar',
  format: 'hoarding',
  lighting: 'front_lit',
  monthly_rate: 100000,
  published: true,
  photos: [],
  licence,
});

describe('licenceStanding', () => {
  it('says ended once the last valid day has passed, counts the days within 60, and is quiet beyond', () => {
    expect(licenceStanding('2026-11-25', '2026-11-26')).toEqual({ kind: 'ended' });
    expect(licenceStanding('2026-11-26', '2026-11-26')).toEqual({ kind: 'ending', text: 'Ends today' });
    expect(licenceStanding('2026-11-27', '2026-11-26')).toEqual({ kind: 'ending', text: 'Ends in 1 day' });
    expect(licenceStanding('2027-01-25', '2026-11-26')).toEqual({ kind: 'ending', text: 'Ends in 60 days' });
    expect(licenceStanding('2027-01-26', '2026-11-26')).toEqual({ kind: 'current', text: 'Ends in 61 days' });
  });
});

describe('AdminSitesList: the Licence column', () => {
  it("shows each licence's last day, 'Ended' when past and 'Ends in N days' within 60, asking for the licence with the sites", async () => {
    const asked: URL[] = [];
    const now = today();
    server.use(
      http.get(`${testOrigin}/rest/v1/sites`, ({ request }) => {
        asked.push(new URL(request.url));
        const rows = [row('CHN-MYL-001', { valid_until: addDays(now, -10), stability_valid_until: null }), row('CHN-VDP-001', { valid_until: addDays(now, 40), stability_valid_until: null }), row('CHN-ADY-001', { valid_until: '2099-12-31', stability_valid_until: null }), row('CHN-OMR-001', null)];
        return HttpResponse.json(rows, { headers: { 'Content-Range': '0-3/4' } });
      }),
    );
    renderAdmin(<AdminSitesList canEdit canDelete={false} />, { path: '/admin/sites' });
    const table = await screen.findByRole('table', { name: 'Sites' });
    const rowOf = (code: string) => within(table).getByText(code).closest('tr') as HTMLElement;
    expect(within(table).getByRole('columnheader', { name: 'Licence' })).toBeInTheDocument();
    const ended = within(rowOf('CHN-MYL-001')).getByText('Ended');
    expect(ended).toHaveClass('text-red-700');
    expect(within(rowOf('CHN-VDP-001')).getByText('Ends in 40 days')).toBeInTheDocument();
    expect(rowOf('CHN-ADY-001')).toHaveTextContent('31 Dec 2099');
    expect(rowOf('CHN-ADY-001')).not.toHaveTextContent(/Ended|Ends in/);
    expect(within(rowOf('CHN-OMR-001')).getByText('None')).toBeInTheDocument();
    expect(asked[0]!.searchParams.get('select')).toContain('licence:site_licences(valid_until');
  });
});

describe('the board and holds that expire', () => {
  const now = new Date('2026-11-26T06:00:00Z');
  const hold = (expires_at: string | null) => ({ starts_on: '2026-11-30', ends_on: '2026-12-20', kind: 'hold', expires_at });

  it("labels a week held by an expiring hold with its time left: 'Hold, 2 days left'", () => {
    expect(weekLabel('held', '2026-11-30', [hold('2026-11-28T06:00:00Z')], now)).toBe('Hold, 2 days left');
    expect(weekLabel('held', '2026-11-30', [hold('2026-11-26T11:30:00Z')], now)).toBe('Hold, 5 hours left');
    expect(weekLabel('held', '2026-11-30', [hold(null)], now)).toBe('Held');
    expect(weekLabel('booked', '2026-11-30', [hold('2026-11-28T06:00:00Z')], now)).toBe('Booked');
  });

  it('leaves out holds past their expiry when it reads the cells', async () => {
    let asked: URL | undefined;
    server.use(
      http.get(`${testOrigin}/rest/v1/site_bookings`, ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json([]);
      }),
    );
    await fetchBookingsBetween(['s1'], '2026-11-23', '2027-02-14', now);
    expect(asked!.searchParams.get('or')).toBe('(expires_at.is.null,expires_at.gt."2026-11-26T06:00:00.000Z")');
  });
});
