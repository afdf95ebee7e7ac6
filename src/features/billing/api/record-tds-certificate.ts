import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';

export type TdsCertificate = { receipt: string; certificate: string; issued_on: string };

/** Notes the client's TDS certificate (Form 16A) for a payment's deduction (record_tds_certificate). */
export async function recordTdsCertificate({ receipt, certificate, issued_on }: TdsCertificate): Promise<void> {
  const { error } = await supabase.rpc('record_tds_certificate', { receipt, certificate, issued_on });
  if (error) throw error;
}

export function useRecordTdsCertificate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordTdsCertificate, onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }) });
}
