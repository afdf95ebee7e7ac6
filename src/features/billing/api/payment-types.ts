import type { PaymentMode } from '../schemas';

/** A receipt as an invoice's payments list shows it, with what it settled of that invoice. */
export type InvoicePayment = {
  amount_paise: number;
  receipts: {
    id: string;
    number: string;
    received_on: string;
    mode: PaymentMode;
    reference: string | null;
    amount_paise: number;
    tds_paise: number;
    tds_percent: number | null;
    tds_certificate: string | null;
    tds_certificate_on: string | null;
    status: 'recorded' | 'void';
    void_reason: string | null;
  };
};

/** What an issued invoice's payments panel reads: its customer, what it owes, and its payments. */
export type InvoicePayments = {
  customer_id: string;
  taxable_paise: number;
  total_paise: number;
  settled_paise: number;
  credited_paise: number;
  balance_paise: number;
  receipt_allocations: InvoicePayment[];
};

/** Section 194C's rate for a customer on a day (tds_rate_for). */
export type TdsRate = { deductee: 'individual_huf' | 'other'; rate_percent: number; single_threshold_paise: number; yearly_threshold_paise: number; source: string };
