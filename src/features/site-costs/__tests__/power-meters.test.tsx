import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import type { PowerMeter } from '../api/fetch-power-meters';
import { MeterSharesForm } from '../components/MeterSharesForm';

/** docs/product.md §16, Site costs: a meter's sites and their shares of its bills (docs/decisions/116). */

const meter: PowerMeter = { id: 'm1', name: 'OMR junction pole', connection_number: '09-214', shares: [{ site_id: 's1', share_percent: 100, site: { code: 'CHN-OMR-001', name: 'Tidel Park' } }], bills: [] };
const sites = [
  { id: 's1', code: 'CHN-OMR-001', name: 'Tidel Park', licence_valid_until: null },
  { id: 's2', code: 'CHN-OMR-006', name: 'Siruseri gantry', licence_valid_until: null },
];

describe("A meter's sites and shares", () => {
  it('asks the shares to total 100% and each site once, then sends them as numbers', async () => {
    const sent: unknown[] = [];
    const done = vi.fn();
    server.use(
      http.post(`${testOrigin}/rest/v1/rpc/sites_for_costs`, () => HttpResponse.json(sites)),
      http.post(`${testOrigin}/rest/v1/rpc/set_power_meter_shares`, async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderAdmin(<MeterSharesForm meter={meter} onDone={done} />);
    const form = await screen.findByRole('form', { name: 'Sites and shares of OMR junction pole' });
    await within(form).findByRole('option', { name: 'CHN-OMR-006, Siruseri gantry' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add a site' }));
    await userEvent.selectOptions(within(form).getByLabelText('Site 2'), 's2');
    await userEvent.type(within(form).getAllByLabelText('Share (%)')[1]!, '60');
    await userEvent.click(within(form).getByRole('button', { name: 'Save shares' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent("The sites' shares of a meter must total 100%.");

    await userEvent.clear(within(form).getAllByLabelText('Share (%)')[0]!);
    await userEvent.type(within(form).getAllByLabelText('Share (%)')[0]!, '40');
    await userEvent.click(within(form).getByRole('button', { name: 'Save shares' }));
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(sent).toEqual([{ meter: 'm1', shares: [{ site_id: 's1', share_percent: 40 }, { site_id: 's2', share_percent: 60 }] }]);
  });
});
