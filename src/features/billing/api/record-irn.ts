import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';

export type IrnToRecord = { invoice: string; irn: string; ack_no: string; ack_at: string };

/** Records the e-invoice's registration the IRP gave: its IRN, acknowledgement number and time (record_irn). */
export async function recordIrn({ invoice, irn, ack_no, ack_at }: IrnToRecord): Promise<void> {
  const { error } = await supabase.rpc('record_irn', { invoice, irn, ack_no, ack_at });
  if (error) throw error;
}

export function useRecordIrn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordIrn, onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }) });
}
