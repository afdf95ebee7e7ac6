import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { campaignKeys } from './campaign-keys';
import type { Confirmation } from './confirmation-types';

/** An admin confirms an accepted campaign without its PO (or advance), saying why (docs/decisions/114). */
export async function confirmWithoutPurchaseOrder({ campaign, reason }: { campaign: string; reason: string }): Promise<Confirmation> {
  const { data, error } = await supabase.rpc('confirm_without_purchase_order', { campaign, reason });
  if (error) throw error;
  return data as Confirmation;
}

export function useConfirmWithoutPurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmWithoutPurchaseOrder, onSettled: (_data, _error, { campaign }) => queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaign) }) });
}
