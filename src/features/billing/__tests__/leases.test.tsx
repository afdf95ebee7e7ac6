import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { gstinCheckCharacter } from '@/lib/gstin';
import { testOrigin } from '@/testing/rest';
import type { RentDue } from '../api/rent-types';
import { LeasesScreen } from '../components/LeasesScreen';

/** docs/product.md §16, Leases (docs/decisions/115). */

const figures = { revenue_paise: null, revenue_basis: null, share_paise: null, tds_percent: 10, reverse_charge_rule: null };
const fixed: RentDue = {
  lease_id: 'l1', site_id: 's1', site_code: 'CHN-ANN-001', site_name: 'Anna Salai gantry', landlord_id: 'd1', landlord_name: 'Ramanathan Estates',
  rent_month: '2026-12-01', due_on: '2026-12-05', rent_paise: 66_150_00, tds_paise: 6_615_00, gst_paise: 11_907_00, reverse_charge_paise: 0,
  payable_paise: 71_442_00, paid_paise: 0, tds_deducted_paise: 0, outstanding_paise: 78_057_00, overdue: true,
  next_escalation: { on: '2027-10-01', monthly_rent_paise: 69_457_50 }, figures,
};
const share: RentDue = {
  ...fixed, lease_id: 'l2', site_code: 'CHN-GST-002', site_name: 'GST Road unipole', landlord_id: 'd2', landlord_name: 'Selvi Ammal',
  rent_paise: 34_200_00, tds_paise: 0, gst_paise: 0, reverse_charge_paise: 6_156_00, outstanding_paise: 0, overdue: false, next_escalation: null,
  figures: { revenue_paise: 1_71_000_00, revenue_basis: 'invoiced', share_paise: 34_200_00, tds_percent: 0, reverse_charge_rule: 'Notification 09/2024-Central Tax (Rate).' },
};

describe('Leases', () => {
  it("lists each landlord's rent and the month's rent per lease, and records a payment with its TDS", async () => {
    const payments: unknown[] = [];
    server.use(
      http.post(`${testOrigin}/rest/v1/rpc/landlord_balances`, () =>
        HttpResponse.json([{ landlord_id: 'd1', landlord_name: 'Ramanathan Estates', phone: '9840011223', pan: 'AAFFR4821K', gstin: null, due_paise: 78_057_00, paid_paise: 0, outstanding_paise: 78_057_00, overdue_paise: 78_057_00 }]),
      ),
      http.post(`${testOrigin}/rest/v1/rpc/rents_due`, () => HttpResponse.json([fixed, share])),
      http.post(`${testOrigin}/rest/v1/rpc/record_rent_payment`, async ({ request }) => {
        payments.push(await request.json());
        return HttpResponse.json('p1');
      }),
    );
    renderAdmin(<LeasesScreen canRead />);
    const landlords = await screen.findByRole('region', { name: 'Landlords' });
    const landlord = within(landlords).getByRole('row', { name: /Ramanathan Estates/ });
    expect(landlord).toHaveTextContent('₹78,057.00');
    expect(landlord).toHaveTextContent('AAFFR4821K Unregistered for GST');
    const rents = await screen.findByRole('region', { name: 'Rent by lease' });
    const fixedRow = within(rents).getByRole('row', { name: /CHN-ANN-001/ });
    expect(fixedRow).toHaveTextContent('₹6,615.00 (10%)');
    expect(fixedRow).toHaveTextContent('Overdue since');
    expect(fixedRow).toHaveTextContent('₹69,457.50 a month');
    const shareRow = within(rents).getByRole('row', { name: /CHN-GST-002/ });
    expect(shareRow).toHaveTextContent('Share of ₹1,71,000.00 invoiced');
    expect(shareRow).toHaveTextContent('reverse charge, paid by us');
    expect(within(shareRow).queryByRole('button', { name: 'Record rent payment' })).not.toBeInTheDocument();

    await userEvent.click(within(fixedRow).getByRole('button', { name: 'Record rent payment' }));
    const form = screen.getByRole('form', { name: 'Record rent payment for CHN-ANN-001' });
    expect(within(form).getByLabelText(/Amount paid/)).toHaveValue('71442');
    await userEvent.type(within(form).getByLabelText(/UTR or cheque number/), 'UTR123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Record rent payment' }));
    await vi.waitFor(() => expect(payments).toHaveLength(1));
    expect(payments[0]).toMatchObject({ lease: 'l1', month: '2026-12-01', mode: 'neft', reference: 'UTR123456', amount_paise: 71_442_00, tds_paise: 6_615_00 });
  });

  it('adds a landlord, refusing a GSTIN that does not carry its PAN', async () => {
    const added: unknown[] = [];
    server.use(
      http.post(`${testOrigin}/rest/v1/rpc/landlord_balances`, () => HttpResponse.json([])),
      http.post(`${testOrigin}/rest/v1/rpc/rents_due`, () => HttpResponse.json([])),
      http.post(`${testOrigin}/rest/v1/landlords`, async ({ request }) => {
        added.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderAdmin(<LeasesScreen canRead />);
    const form = screen.getByRole('form', { name: 'Add a landlord' });
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Selvi Ammal');
    await userEvent.type(within(form).getByLabelText(/^Phone/), '9444055667');
    await userEvent.type(within(form).getByLabelText(/^PAN/), 'bksps7342l');
    const elsewhere = `33ABCPR1234K1Z${gstinCheckCharacter('33ABCPR1234K1Z')}`;
    await userEvent.type(within(form).getByLabelText(/^GSTIN/), elsewhere);
    await userEvent.click(within(form).getByRole('button', { name: 'Add landlord' }));
    expect(await within(form).findByText('A GSTIN carries its holder\'s PAN in characters 3 to 12: this one is not the PAN above.')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/^GSTIN/));
    await userEvent.click(within(form).getByRole('button', { name: 'Add landlord' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Landlord added.');
    expect(added).toEqual([{ name: 'Selvi Ammal', phone: '9444055667', pan: 'BKSPS7342L', gstin: null, bank_name: null, bank_account: null, bank_ifsc: null }]);
  });

  it('tells anyone but admins and accounts that leases are theirs only', () => {
    renderAdmin(<LeasesScreen canRead={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Admins and accounts only');
  });
});
