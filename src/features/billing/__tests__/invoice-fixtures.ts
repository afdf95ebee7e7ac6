/** The invoice screens' tests' invoice, as invoice_document gives it: a draft, and the same issued (docs/decisions/104). */

const party = { name: 'Marina Mart', address: '2 Kamarajar Salai, Triplicane, Chennai 600005', gstin: '33AACCM4321Q1ZE', state_code: '33', state: 'Tamil Nadu' };

export const draft = {
  id: 'i1',
  status: 'draft',
  number: null,
  invoice_date: null,
  due_on: null,
  period_from: '2026-12-01',
  period_to: '2026-12-31',
  supply_kind: 'space',
  place_of_supply: { code: '33', name: 'Tamil Nadu' },
  reverse_charge: false,
  supplier: null,
  recipient: null,
  campaign: { reference: 'CP-C0A10004', title: 'Year-end sale, four sites' },
  logo: null,
  taxable_paise: 5_500_000,
  cgst_paise: 495_000,
  sgst_paise: 495_000,
  igst_paise: 0,
  total_paise: 6_490_000,
  cancelled: null,
  credit_notes: [],
  irn: null,
  lines: [
    { position: 1, kind: 'media', description: 'CHN-ECR-004 Muttukadu hoarding, ECR: display from 1 Dec 2026 to 31 Dec 2026', code: '998366', quantity: 1, unit: 'month', rate_paise: 5_500_000, taxable_paise: 5_500_000, tax_percent: 18, cgst_paise: 495_000, sgst_paise: 495_000, igst_paise: 0 },
  ],
};

export const issuedInvoice = {
  ...draft,
  status: 'issued',
  number: 'COM/26-27/0001',
  invoice_date: '2026-12-01',
  due_on: '2027-03-01',
  supplier: { ...party, name: 'Chennai Outdoor Media Private Limited', gstin: '33AAFCC4821K1ZS', pan: 'AAFCC4821K', bank: { name: null, account: null, ifsc: null }, signatory: null },
  recipient: party,
};
