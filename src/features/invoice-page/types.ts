/** A party on an invoice, as it was the day the invoice was issued (docs/decisions/104). */
export type InvoiceParty = {
  name: string;
  address: string | null;
  gstin: string | null;
  state_code: string | null;
  state: string | null;
};

export type InvoiceSupplier = InvoiceParty & {
  pan: string | null;
  bank: { name: string | null; account: string | null; ifsc: string | null };
  signatory: string | null;
};

export type InvoiceLine = {
  position: number;
  kind: 'media' | 'printing' | 'mounting';
  description: string;
  code: string;
  quantity: number;
  unit: 'month' | 'sq ft';
  rate_paise: number;
  taxable_paise: number;
  tax_percent: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
};

/** A credit note issued against the invoice (rule 53), its lines taxed as the invoice's were (docs/decisions/107). */
export type InvoiceCreditNote = {
  number: string;
  note_date: string;
  reason: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  lines: Array<{ description: string; code: string; taxable_paise: number; tax_percent: number; cgst_paise: number; sgst_paise: number; igst_paise: number }>;
};

/** invoice_view's answer for an issued invoice: what the database computed, shown as it is. */
export type InvoiceDocumentData = {
  state: 'open';
  status: 'issued';
  number: string;
  invoice_date: string;
  due_on: string;
  period_from: string;
  period_to: string;
  supply_kind: 'space' | 'service';
  place_of_supply: { code: string; name: string };
  reverse_charge: boolean;
  supplier: InvoiceSupplier;
  /** The client, with the purchase order its campaign had when the invoice was issued. */
  recipient: InvoiceParty & { po_number?: string | null; po_date?: string | null };
  campaign: { reference: string; title: string };
  logo: string | null;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  lines: InvoiceLine[];
  credit_notes: InvoiceCreditNote[];
  /** The e-invoice's registration with the IRP, once recorded (docs/decisions/110). */
  irn: { irn: string; ack_no: string; ack_at: string } | null;
};

/** The link's answer: the invoice, one sentence once it is cancelled or the link revoked, or null for no link at all. */
export type InvoiceViewResult = InvoiceDocumentData | { state: 'ended'; message: string } | null;
