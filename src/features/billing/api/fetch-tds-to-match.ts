import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';

/** A recorded payment with TDS deducted and no certificate noted yet, with its client and the invoices it settled. */
export type TdsToMatch = {
  id: string;
  number: string;
  received_on: string;
  tds_paise: number;
  customers: { name: string } | null;
  receipt_allocations: Array<{ invoice_id: string; invoices: { number: string } | null }>;
};

/** Every payment whose TDS still waits for the client's certificate (Form 16A), oldest first. */
export async function fetchTdsToMatch(): Promise<TdsToMatch[]> {
  const { data } = await supabase
    .from('receipts')
    .select('id, number, received_on, tds_paise, customers(name), receipt_allocations(invoice_id, invoices(number))')
    .eq('status', 'recorded')
    .gt('tds_paise', 0)
    .is('tds_certificate', null)
    .order('received_on')
    .throwOnError();
  return data as unknown as TdsToMatch[];
}

/** Asked only by someone who may read payments (`enabled`). */
export function useTdsToMatch(enabled: boolean) {
  return useQuery({ queryKey: invoiceKeys.tdsToMatch(), queryFn: fetchTdsToMatch, enabled });
}
