import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { RentPaymentValues } from '../schemas';
import { invoiceKeys } from './billing-keys';

/** Rent paid for lease `lease`'s month `month` (record_rent_payment refuses, in words, more than is left of it). */
export async function recordRentPayment({ lease, month, values }: { lease: string; month: string; values: RentPaymentValues }): Promise<string> {
  const { data } = await supabase
    .rpc('record_rent_payment', {
      lease,
      month,
      paid_on: values.paid_on,
      mode: values.mode,
      reference: values.reference ?? '',
      amount_paise: values.amount,
      tds_paise: values.tds,
      note: '',
    })
    .throwOnError();
  return data;
}

export function useRecordRentPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordRentPayment, onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }) });
}
