import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { ageReceivables } from '../ageing';
import type { Receivable, Statement } from '../api/receivable-types';
import { ReceivablesScreen } from '../components/ReceivablesScreen';
import { financialYearStart, StatementScreen } from '../components/StatementScreen';

/** docs/product.md §16, Receivables and Statements. */

const owed = (customer: string, days: number, paise: number, owner: string | null = 'Divya Natarajan'): Receivable => ({
  invoice_id: `${customer}-${days}`,
  number: `COM/26-27/${days}`,
  customer_id: customer,
  customer_name: customer === 'c1' ? 'Marina Mart' : 'Asha Motors',
  owner_id: owner ? 'u1' : null,
  owner_name: owner,
  invoice_date: '2026-09-01',
  due_on: '2026-11-30',
  days_past_due: days,
  balance_paise: paise,
});

const receivables = [owed('c1', -10, 100_00), owed('c1', 0, 50_00), owed('c1', 31, 200_00), owed('c2', 91, 1_000_00, null), owed('c2', 75, 10_00, null)];

describe('receivables by age', () => {
  it('puts each invoice in its age, per client or per sales person, the largest first', () => {
    expect(ageReceivables(receivables, 'client')).toEqual([
      { key: 'c2', name: 'Asha Motors', byAge: [0, 0, 0, 10_00, 1_000_00], total: 1_010_00 },
      { key: 'c1', name: 'Marina Mart', byAge: [150_00, 0, 200_00, 0, 0], total: 350_00 },
    ]);
    expect(ageReceivables(receivables, 'sales').map((row) => [row.name, row.total])).toEqual([
      ['No owner', 1_010_00],
      ['Divya Natarajan', 350_00],
    ]);
  });

  it('shows the table with totals and links each client to its statement, and the TDS still without a certificate', async () => {
    server.use(
      http.post(`${testOrigin}/rest/v1/rpc/receivables`, () => HttpResponse.json(receivables)),
      http.get(`${testOrigin}/rest/v1/receipts`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        expect([query.get('status'), query.get('tds_paise'), query.get('tds_certificate')]).toEqual(['eq.recorded', 'gt.0', 'is.null']);
        return HttpResponse.json([
          { id: 'r1', number: 'RCT/26-27/0001', received_on: '2026-12-08', tds_paise: 626_100, customers: { name: 'Marina Mart' }, receipt_allocations: [{ invoice_id: 'i1', invoices: { number: 'COM/26-27/0002' } }] },
        ]);
      }),
    );
    renderAdmin(<ReceivablesScreen canRead />);
    expect(await screen.findByText('₹1,360.00 owed')).toBeInTheDocument();
    expect(screen.getByText('₹1,210.00 past due.')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: 'Marina Mart' })).toHaveAttribute('href', '/admin/customers/c1/statement');
    const total = within(table).getByRole('row', { name: /^Total/ });
    expect(total).toHaveTextContent('Total₹150.00₹0.00₹200.00₹10.00₹1,000.00₹1,360.00');
    const tds = screen.getByRole('region', { name: 'TDS without a certificate' });
    expect(await within(tds).findByText(/^₹6,261.00 deducted by clients/)).toBeInTheDocument();
    expect(within(tds).getByRole('link', { name: 'COM/26-27/0002' })).toHaveAttribute('href', '/admin/invoices/i1');
    await userEvent.click(screen.getByRole('radio', { name: 'Sales person' }));
    expect(within(screen.getByRole('table')).getByRole('rowheader', { name: 'No owner' })).toBeInTheDocument();
  });

  it("opens any client's statement, owing or not", async () => {
    server.use(
      http.post(`${testOrigin}/rest/v1/rpc/receivables`, () => HttpResponse.json([])),
      http.get(`${testOrigin}/rest/v1/receipts`, () => HttpResponse.json([])),
      http.get(`${testOrigin}/rest/v1/customers`, () => HttpResponse.json([{ id: 'c3', name: 'Kaveri Foods' }])),
    );
    renderAdmin(<ReceivablesScreen canRead />, { path: '/admin/receivables', routePath: '/admin/receivables', extraRoutes: [{ path: '/admin/customers/:id/statement', element: <p>Statement screen</p> }] });
    const picker = screen.getByRole('form', { name: 'Open a statement' });
    await userEvent.click(within(picker).getByRole('button', { name: 'Open statement' }));
    expect(within(picker).getByText('Choose the client whose statement to open.')).toBeInTheDocument();
    await userEvent.selectOptions(within(picker).getByLabelText('Statement of account for'), await within(picker).findByRole('option', { name: 'Kaveri Foods' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Open statement' }));
    expect(await screen.findByText('Statement screen')).toBeInTheDocument();
  });

  it('says when nothing is owed, and who may see it', async () => {
    server.use(
      http.post(`${testOrigin}/rest/v1/rpc/receivables`, () => HttpResponse.json([])),
      http.get(`${testOrigin}/rest/v1/receipts`, () => HttpResponse.json([])),
    );
    const { unmount } = renderAdmin(<ReceivablesScreen canRead />);
    expect(await screen.findByText('Nothing is owed: every issued invoice is paid or credited.')).toBeInTheDocument();
    expect(await screen.findByText('Every TDS deducted has its certificate.')).toBeInTheDocument();
    unmount();
    renderAdmin(<ReceivablesScreen canRead={false} />);
    expect(screen.getByText('Admins, accounts and sales only')).toBeInTheDocument();
  });
});

const statement: Statement = {
  customer: { id: 'c1', name: 'Marina Mart', gstin: '33AACCM4321Q1ZE', billing_address: '2 Kamarajar Salai, Triplicane, Chennai 600005' },
  from: '2026-04-01',
  to: '2026-12-08',
  opening_paise: 0,
  closing_paise: 0,
  entries: [
    { day: '2026-12-01', kind: 'invoice', document_id: 'i1', number: 'COM/26-27/0001', description: 'Invoice for CP-C0A10004, Year-end sale, four sites', due_on: '2027-03-01', owed: 11_800_000, paid: 0, balance_paise: 11_800_000 },
    { day: '2026-12-05', kind: 'payment', document_id: 'r1', number: 'RCT/26-27/0001', description: 'Payment by NEFT UTR1', due_on: null, owed: 0, paid: 11_600_000, balance_paise: 200_000 },
    { day: '2026-12-05', kind: 'tds', document_id: 'r1', number: 'RCT/26-27/0001', description: 'TDS deducted at 2%', due_on: null, owed: 0, paid: 200_000, balance_paise: 0 },
  ],
};

describe('a statement of account', () => {
  it('lists the entries with the running balance from this financial year, and says nothing is owed', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post(`${testOrigin}/rest/v1/rpc/customer_statement`, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(statement);
      }),
    );
    renderAdmin(<StatementScreen customer="c1" canRead />);
    expect(await screen.findByText('Nothing is owed on 8 Dec 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'COM/26-27/0001' })).toHaveAttribute('href', '/admin/invoices/i1');
    expect(screen.getByRole('row', { name: /TDS deducted at 2%/ })).toHaveTextContent('₹2,000.00₹0.00');
    expect(asked[0]).toMatchObject({ customer: 'c1', from_day: expect.stringMatching(/^\d{4}-04-01$/) });
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeInTheDocument();
  });

  it('is e-mailed to the client for the period shown, and says what became of the e-mail', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${testOrigin}/rest/v1/rpc/customer_statement`, () => HttpResponse.json(statement)),
      http.post(`${testOrigin}/functions/v1/statement-mail`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ email: 'no_contact' });
      }),
    );
    renderAdmin(<StatementScreen customer="c1" canRead />);
    await screen.findByText('Nothing is owed on 8 Dec 2026.');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail to the client' }));
    expect(await screen.findByText('The client has no contact with an e-mail address: print the statement and send it yourself.')).toBeInTheDocument();
    expect(sent).toEqual([{ customer: 'c1', from: expect.stringMatching(/-04-01$/), to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }]);
  });

  it('starts the financial year on 1 April', () => {
    expect(financialYearStart('2027-03-31')).toBe('2026-04-01');
    expect(financialYearStart('2026-04-01')).toBe('2026-04-01');
  });
});
