import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { InvoiceScreen } from '../components/InvoiceScreen';
import { InvoicesList } from '../components/InvoicesList';
import { draft } from './invoice-fixtures';

/** docs/product.md §16: raising a draft from a confirmed campaign, issuing it, and who may. */

const campaign = { id: 'k1', reference: 'CP-C0A10004', title: 'Year-end sale, four sites', customer_name: 'Marina Mart', status: 'confirmed' };

function listAnswers(rpc: (body: unknown) => Response) {
  server.use(
    http.get(`${testOrigin}/rest/v1/invoices`, () => HttpResponse.json([], { headers: { 'Content-Range': '*/0' } })),
    http.get(`${testOrigin}/rest/v1/campaigns`, () => HttpResponse.json([campaign])),
    http.post(`${testOrigin}/rest/v1/rpc/draft_invoice`, async ({ request }) => rpc(await request.json())),
  );
}

describe('Invoices', () => {
  it('raises a draft from the campaign chosen and opens it; a refusal is said in the database\'s words', async () => {
    const asked: unknown[] = [];
    let refuse = true;
    listAnswers((body) => {
      asked.push(body);
      return refuse
        ? HttpResponse.json({ code: 'PT409', message: 'Every period of this campaign is invoiced already.' }, { status: 409 })
        : HttpResponse.json('i1');
    });
    renderAdmin(<InvoicesList canBill canRead />, { path: '/admin/invoices', routePath: '/admin/invoices', extraRoutes: [{ path: '/admin/invoices/:id', element: <p>Invoice screen</p> }] });
    const form = await screen.findByRole('form', { name: 'Raise an invoice' });
    await userEvent.click(within(form).getByRole('button', { name: 'Raise invoice' }));
    expect(await within(form).findByText('Choose the campaign to invoice.')).toBeInTheDocument();
    await within(form).findByRole('option', { name: 'CP-C0A10004 · Year-end sale, four sites · Marina Mart' });
    await userEvent.selectOptions(within(form).getByLabelText(/Campaign/), 'k1');
    await userEvent.click(within(form).getByRole('button', { name: 'Raise invoice' }));
    expect(await within(form).findByText('Every period of this campaign is invoiced already.')).toBeInTheDocument();
    refuse = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Raise invoice' }));
    expect(await screen.findByText('Invoice screen')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ campaign: 'k1' });
  });

  it('shows sales the list without raising, and anyone else who may see it', async () => {
    listAnswers(() => HttpResponse.json('i1'));
    const { unmount } = renderAdmin(<InvoicesList canBill={false} canRead />);
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Raise an invoice' })).not.toBeInTheDocument();
    unmount();
    renderAdmin(<InvoicesList canBill={false} canRead={false} />);
    expect(screen.getByText('Invoices can only be seen by admins, accounts and sales staff. Ask an administrator if you need access.')).toBeInTheDocument();
  });
});

describe('a draft invoice', () => {
  it('is issued after the question, which says it can only be cancelled afterwards', async () => {
    let issued = 0;
    server.use(
      http.get(`${testOrigin}/rest/v1/invoices`, () => HttpResponse.json({ document: draft })),
      http.post(`${testOrigin}/rest/v1/rpc/issue_invoice`, () => {
        issued += 1;
        return HttpResponse.json('COM/26-27/0002');
      }),
    );
    renderAdmin(<InvoiceScreen id="i1" canBill canRead />);
    expect(await screen.findByRole('heading', { name: 'Draft invoice' })).toBeInTheDocument();
    expect(screen.getByText('Total ₹64,900.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue this invoice?' });
    expect(dialog).toHaveTextContent('from then on can only be cancelled, never changed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue invoice' }));
    await vi.waitFor(() => expect(issued).toBe(1));
  });

  it('offers sales nothing to do', async () => {
    server.use(http.get(`${testOrigin}/rest/v1/invoices`, () => HttpResponse.json({ document: draft })));
    renderAdmin(<InvoiceScreen id="i1" canBill={false} canRead />);
    expect(await screen.findByRole('heading', { name: 'Draft invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue invoice' })).not.toBeInTheDocument();
  });
});
