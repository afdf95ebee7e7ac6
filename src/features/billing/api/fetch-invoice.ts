import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';
import type { InvoiceRecord } from './invoice-types';

/** One invoice as invoice_document (a computed field of the row) gives it; null when there is none to read. */
export async function fetchInvoice(id: string): Promise<InvoiceRecord | null> {
  const { data } = await supabase.from('invoices').select('document:invoice_document').eq('id', id).maybeSingle().throwOnError();
  return ((data as { document: InvoiceRecord } | null)?.document ?? null) as InvoiceRecord | null;
}

export const invoiceQueryOptions = (id: string) => queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: () => fetchInvoice(id) });

export function useInvoice(id: string) {
  return useQuery(invoiceQueryOptions(id));
}
