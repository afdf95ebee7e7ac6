import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchListPage, type ListDefinition, type ListParams, type ListQuery, type ListSource } from '@/lib/list-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';
import type { InvoiceListRow } from './invoice-types';

/** 'Invoices' (docs/product.md §16): search by number, newest first. */
export const invoicesList: ListDefinition = {
  searchColumns: [{ column: 'number', kind: 'text' }],
  defaultSort: { column: 'created_at', direction: 'desc' },
  sortColumns: ['invoice_date'],
};

const invoicesSource: ListSource<InvoiceListRow> = (count) =>
  supabase
    .from('invoices')
    .select('id, number, status, invoice_date, period_from, period_to, total_paise, created_at, customers(name), campaigns(reference, title)', { count }) as unknown as ListQuery<InvoiceListRow>;

export function useInvoices(params: ListParams) {
  return useQuery(queryOptions({ queryKey: invoiceKeys.list(params), queryFn: () => fetchListPage(invoicesSource, invoicesList, params), placeholderData: keepPreviousData }));
}
