import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { PaymentValues } from '../schemas';
import { invoiceKeys } from './billing-keys';

export type PaymentToRecord = { customer: string; invoice: string; settles_paise: number; values: PaymentValues };

/**
 * Records a payment that settles `settles_paise` of invoice `invoice`, the rest kept as an advance when the form says
 * so (record_receipt decides, and refuses what is not owed in words). Returns the receipt's number.
 */
export async function recordReceipt({ customer, invoice, settles_paise, values }: PaymentToRecord): Promise<string> {
  const { data, error } = await supabase.rpc('record_receipt', {
    customer,
    received_on: values.received_on,
    mode: values.mode,
    reference: values.reference ?? '',
    amount_paise: values.amount,
    tds_paise: values.tds,
    tds_percent: values.tds_percent,
    allocations: settles_paise > 0 ? [{ invoice, amount_paise: settles_paise }] : [],
    keep_advance: values.keep_advance,
    note: '',
  });
  if (error) throw error;
  return data;
}

export function useRecordReceipt() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordReceipt, onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }) });
}
