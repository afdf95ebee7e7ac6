import type { ListParams } from '@/lib/list-query';

/** The billing screens' query keys (docs/decisions/021): every invoice list, page and payment under one root. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (params: ListParams) => [...invoiceKeys.all, 'list', params] as const,
  detail: (id: string) => [...invoiceKeys.all, 'detail', id] as const,
  billable: () => [...invoiceKeys.all, 'billable-campaigns'] as const,
  payments: (id: string) => [...invoiceKeys.all, 'payments', id] as const,
  credits: (id: string) => [...invoiceKeys.all, 'credits', id] as const,
  reminders: (id: string) => [...invoiceKeys.all, 'reminders', id] as const,
  receivables: () => [...invoiceKeys.all, 'receivables'] as const,
  statement: (customer: string, from: string, to: string) => [...invoiceKeys.all, 'statement', customer, from, to] as const,
  figures: () => [...invoiceKeys.all, 'figures'] as const,
  tdsToMatch: () => [...invoiceKeys.all, 'tds-to-match'] as const,
  advances: (customer: string) => [...invoiceKeys.all, 'advances', customer] as const,
  clientNames: () => [...invoiceKeys.all, 'client-names'] as const,
  tdsRate: (customer: string, day: string) => [...invoiceKeys.all, 'tds-rate', customer, day] as const,
  gstr1: (month: string) => [...invoiceKeys.all, 'gstr1', month] as const,
  rentsDue: (month: string) => [...invoiceKeys.all, 'rents-due', month] as const,
  landlordBalances: () => [...invoiceKeys.all, 'landlord-balances'] as const,
};
