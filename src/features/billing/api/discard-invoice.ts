import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';

/** Deletes a draft, which has no number (discard_invoice_draft). */
export async function discardInvoice(invoice: string): Promise<void> {
  const { error } = await supabase.rpc('discard_invoice_draft', { invoice });
  if (error) throw error;
}

export function useDiscardInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: discardInvoice, onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }) });
}
