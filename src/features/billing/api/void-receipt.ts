import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';

/** Voids a recorded payment with the reason: what it settled is owed again, its number stays used (void_receipt). */
export async function voidReceipt({ receipt, reason }: { receipt: string; reason: string }): Promise<void> {
  const { error } = await supabase.rpc('void_receipt', { receipt, reason });
  if (error) throw error;
}

export function useVoidReceipt() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: voidReceipt, onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }) });
}
