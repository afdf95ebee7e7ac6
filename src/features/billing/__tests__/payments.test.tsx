import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { InvoiceScreen } from '../components/InvoiceScreen';
import { suggestedTds } from '../components/RecordPaymentForm';
import { issuedInvoice } from './invoice-fixtures';

/** docs/product.md §16, Payments: an issued invoice's balance, its payments, and recording one with its TDS. */

const issued = issuedInvoice;

const earlier = {
  amount_paise: 1_000_000,
  receipts: {
    id: 'r1',
    number: 'RCT/26-27/0001',
    received_on: '2026-12-02',
    mode: 'cheque',
    reference: '004512',
    amount_paise: 1_000_000,
    tds_paise: 0,
    tds_percent: 0,
    tds_certificate: null,
    tds_certificate_on: null,
    status: 'void',
    void_reason: 'Cheque returned unpaid',
  },
};
const recorded = {
  amount_paise: 3_245_000,
  receipts: { ...earlier.receipts, id: 'r2', number: 'RCT/26-27/0002', mode: 'neft', reference: 'UTR9', amount_paise: 3_190_000, tds_paise: 55_000, tds_percent: 2, status: 'recorded', void_reason: null },
};

function answers({ settled = 0, credited = 0, recorded = [] as unknown[], allocations = [earlier] as unknown[], calls = [] as unknown[] } = {}) {
  server.use(
    http.get(`${testOrigin}/rest/v1/invoices`, ({ request }) => {
      const select = new URL(request.url).searchParams.get('select') ?? '';
      if (select.startsWith('document')) return HttpResponse.json({ document: issued });
      if (select.startsWith('invoice_lines')) return HttpResponse.json({ invoice_lines: [], credit_notes: [] });
      return HttpResponse.json({
        customer_id: 'c1',
        taxable_paise: issued.taxable_paise,
        total_paise: issued.total_paise,
        settled_paise: settled,
        credited_paise: credited,
        balance_paise: issued.total_paise - settled - credited,
        receipt_allocations: allocations,
      });
    }),
    // The client's advances on account: none unless a test says so.
    http.get(`${testOrigin}/rest/v1/receipts`, () => HttpResponse.json([])),
    // No payment reminders yet (invoice-reminders.test.tsx shows them).
    http.get(`${testOrigin}/rest/v1/invoice_reminders`, () => HttpResponse.json([])),
    http.post(`${testOrigin}/rest/v1/rpc/tds_rate_for`, () => HttpResponse.json({ deductee: 'other', rate_percent: 2, single_threshold_paise: 3_000_000, yearly_threshold_paise: 10_000_000, source: '194C' })),
    http.post(`${testOrigin}/rest/v1/rpc/:name`, async ({ request, params }) => {
      if (params.name === 'record_receipt') return undefined;
      calls.push({ [String(params.name)]: await request.json() });
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${testOrigin}/rest/v1/rpc/record_receipt`, async ({ request }) => {
      recorded.push(await request.json());
      return HttpResponse.json('RCT/26-27/0002');
    }),
  );
  return recorded;
}

describe("an issued invoice's payments", () => {
  it('suggests 2% TDS on the value before GST, to the rupee, and records the payment against the invoice', async () => {
    const recorded = answers();
    renderAdmin(<InvoiceScreen id="i1" canBill canRead />);
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(payments).findByText('₹64,900.00 left to pay')).toBeInTheDocument();
    // The screen's one h1 is the invoice's number; the document inside it is a section of the screen.
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Invoice COM/26-27/0001']);
    expect(screen.getByRole('heading', { level: 2, name: 'Tax invoice' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Bill to' })).toBeInTheDocument();
    // A voided cheque is listed struck through, with why.
    expect(within(payments).getByText('Void: Cheque returned unpaid')).toBeInTheDocument();

    const form = await within(payments).findByRole('form', { name: 'Record a payment' });
    expect(within(form).getByLabelText(/^TDS deducted/)).toHaveValue('1100');
    expect(within(form).getByLabelText(/^Amount received/)).toHaveValue('63800');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText("Give the bank's reference (UTR) or the cheque's number: only cash has none.")).toBeInTheDocument();
    expect(recorded).toEqual([]);

    await userEvent.type(within(form).getByLabelText(/^UTR or cheque number/), 'SBIN126340012345');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Payment RCT/26-27/0002 recorded.');
    expect(recorded).toEqual([
      expect.objectContaining({
        customer: 'c1',
        mode: 'neft',
        reference: 'SBIN126340012345',
        amount_paise: 6_380_000,
        tds_paise: 110_000,
        tds_percent: 2,
        allocations: [{ invoice: 'i1', amount_paise: 6_490_000 }],
        keep_advance: false,
      }),
    ]);
  });

  it('recomputes the TDS for another rate and offers to keep what is paid beyond the invoice as an advance', async () => {
    const recorded = answers();
    renderAdmin(<InvoiceScreen id="i1" canBill canRead />);
    const form = await screen.findByRole('form', { name: 'Record a payment' });
    const rate = within(form).getByLabelText(/^TDS rate/);
    await userEvent.clear(rate);
    await userEvent.type(rate, '1');
    expect(within(form).getByLabelText(/^TDS deducted/)).toHaveValue('550');
    const amount = within(form).getByLabelText(/^Amount received/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '70,000');
    await userEvent.selectOptions(within(form).getByLabelText(/^Paid by/), 'cash');
    await userEvent.click(within(form).getByLabelText('Keep the ₹5,650.00 beyond this invoice as an advance on account'));
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    await within(form).findByRole('status');
    expect(recorded).toEqual([expect.objectContaining({ mode: 'cash', amount_paise: 7_000_000, tds_paise: 55_000, allocations: [{ invoice: 'i1', amount_paise: 6_490_000 }], keep_advance: true })]);
  });

  it('shows sales what is owed but no form, and a paid invoice as paid', async () => {
    answers({ settled: issued.total_paise });
    renderAdmin(<InvoiceScreen id="i1" canBill={false} canRead />);
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(payments).findByText('Paid in full: ₹64,900.00 settled.')).toBeInTheDocument();
    expect(within(payments).queryByRole('form')).not.toBeInTheDocument();
  });

  it('says what the client is owed back once a credit note follows payment', async () => {
    answers({ settled: issued.total_paise, credited: 1_180_000 });
    renderAdmin(<InvoiceScreen id="i1" canBill canRead />);
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(payments).findByText('₹11,800.00 to refund or adjust: ₹64,900.00 settled, ₹11,800.00 credited.')).toBeInTheDocument();
    expect(within(payments).queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('an advance on account', () => {
  it('is offered to an invoice that owes, and applied up to what it owes', async () => {
    const calls: unknown[] = [];
    answers({ calls });
    server.use(
      http.get(`${testOrigin}/rest/v1/receipts`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        expect([query.get('customer_id'), query.get('unapplied_paise')]).toEqual(['eq.c1', 'gt.0']);
        return HttpResponse.json([{ id: 'r9', number: 'RCT/26-27/0003', received_on: '2026-11-30', unapplied_paise: 10_000_000 }]);
      }),
    );
    renderAdmin(<InvoiceScreen id="i1" canBill canRead />);
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(payments).findByText(/₹1,00,000.00 not yet applied/)).toBeInTheDocument();
    await userEvent.click(within(payments).getByRole('button', { name: 'Apply ₹64,900.00 to this invoice' }));
    await vi.waitFor(() => expect(calls).toEqual([{ apply_advance: { receipt: 'r9', invoice: 'i1', amount_paise: 6_490_000 } }]));
  });
});

describe("an e-invoice's registration", () => {
  it('checks what was typed, then records the IRN with its acknowledgement in India time', async () => {
    const calls: unknown[] = [];
    answers({ calls });
    renderAdmin(<InvoiceScreen id="i1" canBill canRead />);
    const form = await screen.findByRole('form', { name: 'E-invoice registration' });
    await userEvent.type(within(form).getByLabelText(/^IRN/), 'not an irn');
    await userEvent.click(within(form).getByRole('button', { name: 'Record registration' }));
    expect(await within(form).findByText('An IRN is 64 characters, 0 to 9 and a to f, as the IRP gives it.')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/^IRN/));
    await userEvent.type(within(form).getByLabelText(/^IRN/), 'A5C12DCA80E743321740B001FD70953E8738D109865D28BA4013750F2046F229');
    await userEvent.type(within(form).getByLabelText(/^Ack\. No\./), '112010036563310');
    await userEvent.type(within(form).getByLabelText(/^Ack\. date and time/), '2026-12-08T10:45');
    await userEvent.click(within(form).getByRole('button', { name: 'Record registration' }));
    await vi.waitFor(() =>
      expect(calls).toEqual([
        { record_irn: { invoice: 'i1', irn: 'a5c12dca80e743321740b001fd70953e8738d109865d28ba4013750f2046f229', ack_no: '112010036563310', ack_at: '2026-12-08T10:45:00+05:30' } },
      ]),
    );
  });
});

describe("an e-invoice's JSON (decision 112)", () => {
  it('is offered for an issued invoice to a registered client, with what to do with it', async () => {
    answers();
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:e-invoice');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAdmin(<InvoiceScreen id="i1" canBill canRead />);
    const section = await screen.findByRole('region', { name: 'E-invoice JSON' });
    expect(section).toHaveTextContent('Upload this file to the Invoice Registration Portal (IRP), then record the IRN');
    await userEvent.click(within(section).getByRole('button', { name: 'Download e-invoice JSON' }));
    expect(saved).toEqual(['e-invoice-COM-26-27-0001.json']);
  });

  it('is not offered for an unregistered client', async () => {
    answers();
    server.use(http.get(`${testOrigin}/rest/v1/invoices`, () => HttpResponse.json({ document: { ...issued, recipient: { ...issued.recipient, gstin: null } } }), { once: true }));
    renderAdmin(<InvoiceScreen id="i1" canBill canRead />);
    expect(await screen.findByRole('form', { name: 'E-invoice registration' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'E-invoice JSON' })).not.toBeInTheDocument();
  });
});

describe('sharing an issued invoice', () => {
  it("e-mails it to the campaign's contact and shows its link once", async () => {
    const sent: unknown[] = [];
    answers();
    server.use(
      http.post(`${testOrigin}/functions/v1/invoice-mail`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ url: 'http://localhost/invoices/NewInvoiceLinkToken', email: 'sent' });
      }),
    );
    renderAdmin(<InvoiceScreen id="i1" canBill canRead />);
    const share = await screen.findByRole('region', { name: 'Share with the client' });
    await userEvent.click(within(share).getByRole('button', { name: 'Send to the client' }));
    expect(await within(share).findByRole('status')).toHaveTextContent("Invoice COM/26-27/0001 sent. It was e-mailed to the campaign's contact.");
    expect(within(share).getByLabelText('Link for the client')).toHaveValue('http://localhost/invoices/NewInvoiceLinkToken');
    expect(sent).toEqual([{ send: 'i1' }]);
  });
});

describe("a recorded payment's actions", () => {
  it("notes the TDS certificate, and voids the payment after the question with its reason", async () => {
    const calls: unknown[] = [];
    answers({ settled: recorded.amount_paise, allocations: [recorded], calls });
    renderAdmin(<InvoiceScreen id="i1" canBill canRead />);
    const payments = await screen.findByRole('region', { name: 'Payments' });
    await userEvent.click(await within(payments).findByText('Add the TDS certificate'));
    const certificate = within(payments).getByRole('form', { name: 'TDS certificate of RCT/26-27/0002' });
    await userEvent.click(within(certificate).getByRole('button', { name: 'Save certificate' }));
    expect(within(certificate).getByText("Give the certificate's number.")).toBeInTheDocument();
    await userEvent.type(within(certificate).getByLabelText(/^Certificate number/), 'KXYZ1234567');
    await userEvent.type(within(certificate).getByLabelText(/^Certificate date/), '2026-12-15');
    await userEvent.click(within(certificate).getByRole('button', { name: 'Save certificate' }));
    await vi.waitFor(() => expect(calls).toEqual([{ record_tds_certificate: { receipt: 'r2', certificate: 'KXYZ1234567', issued_on: '2026-12-15' } }]));

    await userEvent.click(within(payments).getByText('Void this payment'));
    const voiding = within(payments).getByRole('form', { name: 'Void payment' });
    expect(within(voiding).getByRole('heading', { level: 3, name: 'Void payment RCT/26-27/0002' })).toBeInTheDocument();
    await userEvent.type(within(voiding).getByLabelText(/^Why is it voided\?/), 'Entered twice');
    await userEvent.click(within(voiding).getByRole('button', { name: 'Void payment' }));
    const question = await screen.findByRole('dialog', { name: 'Void this payment?' });
    expect(question).toHaveTextContent('Void payment RCT/26-27/0002? What it settled is owed again, and its number stays used.');
    await userEvent.click(within(question).getByRole('button', { name: 'Void payment' }));
    await vi.waitFor(() => expect(calls).toContainEqual({ void_receipt: { receipt: 'r2', reason: 'Entered twice' } }));
  });
});

describe('suggestedTds', () => {
  it('takes the rate of the taxable part of what is owed and rounds it to the rupee', () => {
    expect(suggestedTds({ balance_paise: 11_800_000, taxable_paise: 10_000_000, total_paise: 11_800_000 }, 2)).toBe(200_000);
    // Half the invoice owed: half its taxable value, ₹50,000.50 at 1% is ₹500.0050, so ₹500.
    expect(suggestedTds({ balance_paise: 5_900_059, taxable_paise: 10_000_100, total_paise: 11_800_118 }, 1)).toBe(50_000);
    expect(suggestedTds({ balance_paise: 0, taxable_paise: 0, total_paise: 0 }, 2)).toBe(0);
  });
});
