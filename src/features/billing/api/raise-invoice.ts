import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';

/** A draft invoice for the campaign's next period (draft_invoice, docs/decisions/104); its id. */
export async function raiseInvoice(campaign: string): Promise<string> {
  const { data, error } = await supabase.rpc('draft_invoice', { campaign });
  if (error) throw error;
  return data as string;
}

export function useRaiseInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: raiseInvoice, onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }) });
}
