import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { LeaseForm } from '../components/LeaseForm';
import { LeaseLandlordPanel } from '../components/LeaseLandlordPanel';
import { landlord, site } from './lease-fixtures';

/** docs/product.md §16, Leases: 'Add a lease' and 'Edit landlord' (docs/decisions/115). */

describe('The lease form', () => {
  it('checks the rent and the term, says a refusal above the values, and sends paise with the schedule', async () => {
    const saves: unknown[] = [];
    const saved = vi.fn();
    server.use(
      http.post(`${testOrigin}/rest/v1/rpc/sites_for_costs`, () => HttpResponse.json([site])),
      http.get(`${testOrigin}/rest/v1/landlords`, () => HttpResponse.json([{ id: 'd1', name: landlord.name }])),
      http.post(`${testOrigin}/rest/v1/rpc/save_lease`, async ({ request }) => {
        saves.push(await request.json());
        return saves.length === 1
          ? HttpResponse.json({ code: '23P01', message: 'conflicting key value violates exclusion constraint "leases_one_per_site_at_a_time"' }, { status: 409 })
          : HttpResponse.json('l9');
      }),
    );
    renderAdmin(<LeaseForm onSaved={saved} />);
    const form = await screen.findByRole('form', { name: 'Add a lease' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add lease' }));
    expect(await within(form).findByText('Give the monthly rent in rupees, as 60,000.')).toBeInTheDocument();
    expect(within(form).getByText('Choose the site leased.')).toBeInTheDocument();

    await userEvent.selectOptions(within(form).getByLabelText(/^Site/), 's1');
    await userEvent.selectOptions(within(form).getByLabelText(/^Landlord/), 'd1');
    await userEvent.type(within(form).getByLabelText(/^Starts on/), '2027-01-01');
    await userEvent.type(within(form).getByLabelText(/^Ends on/), '2026-12-31');
    await userEvent.type(within(form).getByLabelText(/^Monthly rent/), '60,000');
    await userEvent.click(within(form).getByRole('button', { name: 'Add lease' }));
    expect(await within(form).findByText('The lease ends on or after the day it starts.')).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText(/^Ends on/));
    await userEvent.type(within(form).getByLabelText(/^Ends on/), '2031-12-31');
    await userEvent.type(within(form).getByLabelText(/^Revenue share/), '20');
    expect(within(form).getByLabelText(/^Minimum monthly rent/)).toHaveValue('60,000');
    await userEvent.selectOptions(within(form).getByLabelText(/^Escalation/), 'schedule');
    await userEvent.type(within(form).getByLabelText(/^Step 1 from/), '2029-01-01');
    await userEvent.type(within(form).getByLabelText(/^Step 1 monthly rent/), '66000.50');
    await userEvent.clear(within(form).getByLabelText(/^Security deposit/));
    await userEvent.type(within(form).getByLabelText(/^Security deposit/), '1,80,000');
    await userEvent.click(within(form).getByRole('button', { name: 'Add lease' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This site is leased already on some of these days');
    expect(within(form).getByLabelText(/^Minimum monthly rent/)).toHaveValue('60,000');

    await userEvent.click(within(form).getByRole('button', { name: 'Add lease' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith('l9'));
    expect(saves[1]).toEqual({
      lease_id: null,
      lease: {
        site_id: 's1', landlord_id: 'd1', starts_on: '2027-01-01', ends_on: '2031-12-31', lock_in_months: 0, notice_days: 90, property_kind: 'land_building',
        monthly_rent_paise: 6_000_000, deposit_paise: 18_000_000, escalation_percent: null, escalation_every_months: null, revenue_share_percent: 20, rent_due_day: 5,
      },
      steps: [{ starts_on: '2029-01-01', monthly_rent_paise: 6_600_050 }],
    });
  });
});

describe('Edit landlord', () => {
  it("sends the landlord's new details", async () => {
    const updates: { url: string; body: unknown }[] = [];
    server.use(
      http.patch(`${testOrigin}/rest/v1/landlords`, async ({ request }) => {
        updates.push({ url: request.url, body: await request.json() });
        return HttpResponse.json([{ id: 'd1' }]);
      }),
    );
    renderAdmin(<LeaseLandlordPanel landlord={landlord} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit landlord' }));
    const form = screen.getByRole('form', { name: 'Edit landlord' });
    expect(within(form).getByLabelText(/^IFSC/)).toHaveValue('HDFC0000123');
    await userEvent.clear(within(form).getByLabelText(/^Phone/));
    await userEvent.type(within(form).getByLabelText(/^Phone/), '9840099887');
    await userEvent.click(within(form).getByRole('button', { name: 'Save landlord' }));
    expect(await screen.findByRole('region', { name: 'Landlord' })).toBeInTheDocument();
    expect(updates).toHaveLength(1);
    expect(new URL(updates[0].url).searchParams.get('id')).toBe('eq.d1');
    expect(updates[0].body).toEqual({ ...Object.fromEntries(Object.entries(landlord).filter(([key]) => !['id', 'created_at'].includes(key))), phone: '9840099887' });
  });
});
