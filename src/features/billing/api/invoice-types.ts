import type { InvoiceDocumentData } from '@/features/invoice-page';

export type InvoiceStatus = 'draft' | 'issued' | 'cancelled';

/** An invoice in the list: its number (none while a draft), client, campaign, day and total. */
export type InvoiceListRow = {
  id: string;
  number: string | null;
  status: InvoiceStatus;
  invoice_date: string | null;
  period_from: string;
  period_to: string;
  total_paise: number;
  created_at: string;
  customers: { name: string } | null;
  campaigns: { reference: string; title: string } | null;
};

/** One invoice as its screen shows it: invoice_document's view of it, with its status and cancellation. */
export type InvoiceRecord = Omit<InvoiceDocumentData, 'state' | 'status' | 'number' | 'invoice_date' | 'due_on' | 'supplier' | 'recipient'> & {
  id: string;
  status: InvoiceStatus;
  number: string | null;
  invoice_date: string | null;
  due_on: string | null;
  supplier: InvoiceDocumentData['supplier'] | null;
  recipient: InvoiceDocumentData['recipient'] | null;
  cancelled: { at: string; reason: string } | null;
};

/** A campaign accounts may invoice: confirmed by its client, live or completed. */
export type BillableCampaign = { id: string; reference: string; title: string; customer_name: string | null; status: string };
