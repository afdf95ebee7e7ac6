import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';
import type { InvoicePayments } from './payment-types';

const PAYMENTS =
  'customer_id, taxable_paise, total_paise, settled_paise, credited_paise, balance_paise, receipt_allocations(amount_paise, receipts(id, number, received_on, mode, reference, amount_paise, tds_paise, tds_percent, tds_certificate, tds_certificate_on, status, void_reason))';

/** What invoice `id` owes and the payments that settled it (balance_paise, settled_paise and credited_paise are computed fields). */
export async function fetchInvoicePayments(id: string): Promise<InvoicePayments | null> {
  const { data } = await supabase.from('invoices').select(PAYMENTS).eq('id', id).maybeSingle().throwOnError();
  return data as InvoicePayments | null;
}

export function useInvoicePayments(id: string) {
  return useQuery(queryOptions({ queryKey: invoiceKeys.payments(id), queryFn: () => fetchInvoicePayments(id) }));
}
