import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';

export type AdvanceToApply = { receipt: string; invoice: string; amount_paise: number };

/** Gives part of a payment's advance to an invoice of the same client (apply_advance decides, in words). */
export async function applyAdvance({ receipt, invoice, amount_paise }: AdvanceToApply): Promise<void> {
  const { error } = await supabase.rpc('apply_advance', { receipt, invoice, amount_paise });
  if (error) throw error;
}

export function useApplyAdvance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applyAdvance, onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }) });
}
