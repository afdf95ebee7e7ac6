import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { LeaseScreen } from '../components/LeaseScreen';
import { LEASE_ID, lease, payments, rentDue, site } from './lease-fixtures';

/** docs/product.md §16, Leases: a lease's page (docs/decisions/115). */

function answers(calls: unknown[] = []) {
  server.use(
    http.get(`${testOrigin}/rest/v1/leases`, () => HttpResponse.json(lease)),
    http.get(`${testOrigin}/rest/v1/rent_payments`, () => HttpResponse.json(payments)),
    http.post(`${testOrigin}/rest/v1/rpc/sites_for_costs`, () => HttpResponse.json([site])),
    http.post(`${testOrigin}/rest/v1/rpc/rents_due`, () => HttpResponse.json([rentDue])),
    http.post(`${testOrigin}/rest/v1/rpc/void_rent_payment`, async ({ request }) => {
      calls.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

describe('A lease', () => {
  it('shows its next escalation, terms, landlord, the month and its payments', async () => {
    answers();
    renderAdmin(<LeaseScreen id={LEASE_ID} canRead />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lease of CHN-ANN-001' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Next escalation' })).toHaveTextContent('Oct 1, 2027: ₹69,457.50 a month');
    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(terms).toHaveTextContent('36 months, until Sep 30, 2027');
    expect(terms).toHaveTextContent('90 days: give it by Jul 2, 2031');
    expect(terms).toHaveTextContent('5% every 12 months, compounded');
    expect(screen.getByRole('region', { name: 'Landlord' })).toHaveTextContent('33AAFFR4821K1Z7');
    const month = screen.getByRole('region', { name: /^Rent for / });
    expect(await within(month).findByText('₹6,615.00 at 10%')).toBeInTheDocument();
    expect(month).toHaveTextContent('₹11,907.00 at 18%, charged by the landlord');
    expect(within(month).getByRole('button', { name: 'Record rent payment' })).toBeInTheDocument();
    const paid = await screen.findByRole('region', { name: 'Rent payments' });
    expect(within(paid).getByRole('row', { name: /November 2026/ })).toHaveTextContent('UTR202611');
    const voided = within(paid).getByRole('row', { name: /October 2026/ });
    expect(voided).toHaveTextContent('Void since Oct 20, 2026: Cheque returned unpaid');
    expect(within(voided).queryByRole('button')).not.toBeInTheDocument();
  });

  it('voids a payment only with a reason, after asking', async () => {
    const calls: unknown[] = [];
    answers(calls);
    renderAdmin(<LeaseScreen id={LEASE_ID} canRead />);
    const paid = await screen.findByRole('region', { name: 'Rent payments' });
    await userEvent.click(within(paid).getByRole('button', { name: /^Void the payment for November 2026/ }));
    const form = within(paid).getByRole('form', { name: 'Void payment' });
    await userEvent.click(within(form).getByRole('button', { name: 'Void payment' }));
    expect(await within(form).findByText('Say why the payment is voided.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^Why is it voided/), 'Entered twice');
    await userEvent.click(within(form).getByRole('button', { name: 'Void payment' }));
    const question = await screen.findByRole('dialog', { name: 'Void this rent payment?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Void payment' }));
    await vi.waitFor(() => expect(calls).toEqual([{ payment: 'p1', reason: 'Entered twice' }]));
  });

  it('tells anyone but admins and accounts that leases are theirs only', () => {
    renderAdmin(<LeaseScreen id={LEASE_ID} canRead={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Admins and accounts only');
  });
});
