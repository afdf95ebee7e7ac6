import type { ListParams } from '@/lib/list-query';

/** The billing screens' query keys (docs/decisions/021): every invoice list and page under one root. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (params: ListParams) => [...invoiceKeys.all, 'list', params] as const,
  detail: (id: string) => [...invoiceKeys.all, 'detail', id] as const,
  billable: () => [...invoiceKeys.all, 'billable-campaigns'] as const,
};
