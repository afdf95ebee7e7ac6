/** An issued invoice still owed something (receivables()). */
export type Receivable = {
  invoice_id: string;
  number: string;
  customer_id: string;
  customer_name: string;
  owner_id: string | null;
  owner_name: string | null;
  invoice_date: string;
  due_on: string;
  days_past_due: number;
  balance_paise: number;
};

/** One line of a customer's statement (customer_statement()). */
export type StatementEntry = {
  day: string;
  kind: 'invoice' | 'payment' | 'tds' | 'credit_note';
  document_id: string;
  number: string;
  description: string;
  due_on: string | null;
  owed: number;
  paid: number;
  balance_paise: number;
};

export type Statement = {
  customer: { id: string; name: string; gstin: string | null; billing_address: string | null };
  from: string;
  to: string;
  opening_paise: number;
  closing_paise: number;
  entries: StatementEntry[];
};

/** The owner's billing figures today (billing_figures()). */
export type BillingFigures = { owed_paise: number; overdue_paise: number; received_paise: number; tds_paise: number };
