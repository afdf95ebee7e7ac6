import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import { InvoiceView } from '../components/InvoiceView';
import type { InvoiceDocumentData } from '../types';

const party = { name: 'Asha Motors', address: '12 Marine Drive, Mumbai 400020', gstin: '27AAPFU0939F1ZV', state_code: '27', state: 'Maharashtra' };

/** An IGST invoice: a display service to a Maharashtra client (docs/decisions/104). */
const invoice: InvoiceDocumentData = {
  state: 'open',
  status: 'issued',
  number: 'COM/26-27/0007',
  invoice_date: '2026-11-29',
  due_on: '2027-02-27',
  period_from: '2026-12-01',
  period_to: '2026-12-31',
  supply_kind: 'service',
  place_of_supply: { code: '27', name: 'Maharashtra' },
  reverse_charge: false,
  supplier: {
    name: 'Chennai Outdoor Media Private Limited',
    address: '42, Anna Salai, Teynampet, Chennai 600018, Tamil Nadu',
    gstin: '33AAFCC4821K1ZS',
    pan: 'AAFCC4821K',
    state_code: '33',
    state: 'Tamil Nadu',
    bank: { name: null, account: null, ifsc: null },
    signatory: null,
  },
  recipient: { ...party, po_number: 'ASHA/PO/2026/77', po_date: '2026-11-20' },
  campaign: { reference: 'CP-AB12CD34', title: 'Diwali on OMR' },
  logo: null,
  taxable_paise: 10_000_100,
  cgst_paise: 0,
  sgst_paise: 0,
  igst_paise: 1_800_018,
  total_paise: 11_800_118,
  lines: [
    {
      position: 1,
      kind: 'media',
      description: 'CHN-OMR-001 Tidel Park hoarding, OMR: display from 1 Dec 2026 to 31 Dec 2026',
      code: '998361',
      quantity: 1,
      unit: 'month',
      rate_paise: 10_000_100,
      taxable_paise: 10_000_100,
      tax_percent: 18,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 1_800_018,
    },
  ],
  irn: { irn: 'a5c12dca80e743321740b001fd70953e8738d109865d28ba4013750f2046f229', ack_no: '112010036563310', ack_at: '2026-11-29T05:15:00Z' },
  credit_notes: [
    {
      number: 'CN/26-27/0002',
      note_date: '2026-12-06',
      reason: 'The site was dark for two days',
      taxable_paise: 666_673,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 120_001,
      total_paise: 786_674,
      lines: [{ description: 'CHN-OMR-001 Tidel Park hoarding, OMR: display from 1 Dec 2026 to 31 Dec 2026', code: '998361', taxable_paise: 666_673, tax_percent: 18, cgst_paise: 0, sgst_paise: 0, igst_paise: 120_001 }],
    },
  ],
};

function answer(body: JsonBodyType) {
  server.use(http.post(`${testOrigin}/rest/v1/rpc/invoice_view`, () => HttpResponse.json(body)));
}

describe('the invoice a client opens from our link', () => {
  it('shows IGST for a supply to another state, the total in words, and asks for the bank details it has none of', async () => {
    answer(invoice);
    renderWithProviders(<InvoiceView token="t" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax invoice' })).toBeInTheDocument();
    expect(screen.getByText('No. COM/26-27/0007')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Invoice lines' })).getByRole('columnheader', { name: 'IGST' })).toBeInTheDocument();
    expect(screen.getByText('Maharashtra (27)')).toBeInTheDocument();
    // The client's purchase order, as its accounts department asks.
    expect(screen.getByText('ASHA/PO/2026/77 of 20 Nov 2026')).toBeInTheDocument();
    // Registered as an e-invoice: its IRN and acknowledgement, in India time.
    expect(screen.getByText('a5c12dca80e743321740b001fd70953e8738d109865d28ba4013750f2046f229')).toBeInTheDocument();
    expect(screen.getByText('112010036563310, 29 Nov 2026, 10:45 am IST')).toBeInTheDocument();
    expect(screen.getByText('₹1,18,001.18')).toBeInTheDocument();
    expect(screen.getByText('One lakh eighteen thousand one rupees and eighteen paise only')).toBeInTheDocument();
    expect(screen.getByText('Ask us for our bank details.')).toBeInTheDocument();
    // A credit note against it, under it, with the invoice it credits and why (rule 53).
    const note = screen.getByRole('region', { name: 'Credit note CN/26-27/0002' });
    expect(within(note).getByRole('heading', { level: 2, name: 'Credit note CN/26-27/0002' })).toBeInTheDocument();
    expect(note).toHaveTextContent('Dated 6 Dec 2026, against tax invoice COM/26-27/0007 of 29 Nov 2026. Reason: The site was dark for two days');
    expect(note).toHaveTextContent('Total credited ₹7,866.74');
  });

  it("says so in one sentence, with the agency's phone, when the invoice was cancelled or the link opens none", async () => {
    answer({ state: 'ended', message: 'Invoice COM/26-27/0007 was cancelled on 30 Nov 2026. Ask us about it.' });
    const { unmount } = renderWithProviders(<InvoiceView token="t" />);
    expect(await screen.findByRole('heading', { name: 'Invoice Not Available' })).toBeInTheDocument();
    expect(screen.getByText('Invoice COM/26-27/0007 was cancelled on 30 Nov 2026. Ask us about it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Call / })).toBeInTheDocument();
    unmount();
    answer(null);
    renderWithProviders(<InvoiceView token="t" />);
    expect(await screen.findByText('This invoice link is not valid. Ask us for a new one.')).toBeInTheDocument();
  });
});
