import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { SalesSettingsScreen } from '../components/admin/SalesSettingsForm';

/** docs/product.md §13, Sales settings: admins change the rates and rules, sales read them, others see neither. */

const stored = {
  id: true,
  hold_days: 3,
  validity_days: 7,
  discount_limit_percent: 10,
  printing_rate_per_sqft: 12,
  mounting_rate_per_sqft: 4,
  gst_percent: 18,
  terms: 'Rates are per month.',
  proof_distance_m: 150,
  dismantling_jobs: false,
  agency_gstin: null,
  agency_pan: null,
  letterhead_logo: null,
  updated_at: '2026-11-26T00:00:00Z',
};

function setup(role: { canSell: boolean; isAdmin: boolean }) {
  const saved: unknown[] = [];
  server.use(
    http.get(`${testOrigin}/rest/v1/sales_settings`, () => HttpResponse.json(stored)),
    http.patch(`${testOrigin}/rest/v1/sales_settings`, async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json([{ id: true }]);
    }),
  );
  renderAdmin(<SalesSettingsScreen {...role} />, { path: '/admin/sales-settings', routePath: '/admin/sales-settings', extraRoutes: [{ path: '/admin/campaigns', element: <p>Campaigns list</p> }] });
  return { user: userEvent.setup({ delay: null }), saved };
}

describe('SalesSettingsScreen', () => {
  it('lets an admin change the hold days, refusing what the database would, then saves', async () => {
    const { user, saved } = setup({ canSell: true, isAdmin: true });
    const holdDays = await screen.findByLabelText(/^Hold days/);
    await user.clear(holdDays);
    await user.type(holdDays, '45');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Hold days must be a whole number from 1 to 30')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.clear(holdDays);
    await user.type(holdDays, '5');
    await user.click(screen.getByRole('checkbox', { name: /Make a dismantling job at each line's end/ }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await screen.findByText('Campaigns list');
    expect(saved).toEqual([{ hold_days: 5, validity_days: 7, discount_limit_percent: 10, printing_rate_per_sqft: 12, mounting_rate_per_sqft: 4, gst_percent: 18, terms: 'Rates are per month.', proof_distance_m: 150, dismantling_jobs: true, agency_gstin: null, agency_pan: null, letterhead_logo: null }]);
  });

  it("keeps the letterhead's GSTIN and PAN in shape and in agreement, in capitals, before saving", async () => {
    const { user, saved } = setup({ canSell: true, isAdmin: true });
    const gstin = await screen.findByLabelText(/^Agency's GSTIN/);
    const pan = screen.getByLabelText(/^Agency's PAN/);
    await user.type(gstin, '33aafcc4821k1zs');
    await user.type(pan, 'AAFCC9999K');
    await user.type(screen.getByLabelText(/^Logo URL/), 'logo.png');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Enter a valid URL (https://...) or a site path (/images/...)')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Logo URL/));
    await user.type(screen.getByLabelText(/^Logo URL/), '/favicon.svg');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText("The GSTIN carries the agency's PAN in its characters 3 to 12: check the GSTIN and the PAN.")).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.clear(pan);
    await user.type(pan, 'aafcc4821k');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await screen.findByText('Campaigns list');
    expect(saved).toEqual([expect.objectContaining({ agency_gstin: '33AAFCC4821K1ZS', agency_pan: 'AAFCC4821K', letterhead_logo: '/favicon.svg' })]);
  });

  it('shows sales the settings without a form, and others a sentence', async () => {
    setup({ canSell: true, isAdmin: false });
    expect(await screen.findByText('Only an admin can change these. They apply to every proposal sent from now on.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Settings' })).not.toBeInTheDocument();
    expect(screen.getByText('Rates are per month.')).toBeInTheDocument();
  });
});
