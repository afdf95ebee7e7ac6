import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { PaymentValues } from '../schemas';
import { invoiceKeys } from './billing-keys';

/** A payment against an invoice (what it settles of it), or an accepted campaign's advance (docs/decisions/114). */
export type PaymentToRecord = { customer: string; values: PaymentValues } & ({ invoice: string; settles_paise: number } | { campaign: string });

/**
 * Records a payment that settles `settles_paise` of invoice `invoice`, the rest kept as an advance when the form says
 * so, or an advance kept whole for `campaign` (record_receipt decides, and refuses what is not owed in words). Returns
 * the receipt's number.
 */
export async function recordReceipt(payment: PaymentToRecord): Promise<string> {
  const { customer, values } = payment;
  const { data, error } = await supabase.rpc('record_receipt', {
    customer,
    received_on: values.received_on,
    mode: values.mode,
    reference: values.reference ?? '',
    amount_paise: values.amount,
    tds_paise: values.tds,
    tds_percent: values.tds_percent,
    allocations: 'invoice' in payment && payment.settles_paise > 0 ? [{ invoice: payment.invoice, amount_paise: payment.settles_paise }] : [],
    keep_advance: values.keep_advance,
    note: '',
    for_campaign: 'campaign' in payment ? payment.campaign : undefined,
  });
  if (error) throw error;
  return data;
}

/** Records a payment; `onRecorded` refreshes what else it changes (an advance confirms its campaign). */
export function useRecordReceipt(onRecorded?: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordReceipt,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: invoiceKeys.all }), onRecorded?.()]),
  });
}
