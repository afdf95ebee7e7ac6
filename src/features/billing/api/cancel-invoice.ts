import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';

/** Cancels an issued invoice with the reason: its number stays used, its links stop working (cancel_invoice). */
export async function cancelInvoice({ invoice, reason }: { invoice: string; reason: string }): Promise<void> {
  const { error } = await supabase.rpc('cancel_invoice', { invoice, reason });
  if (error) throw error;
}

export function useCancelInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelInvoice, onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }) });
}
