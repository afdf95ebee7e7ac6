import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { campaignKeys } from './campaign-keys';

export type PurchaseOrder = { campaign: string; po_number: string; po_date: string };

/** Notes the client's purchase order on an accepted campaign; its invoices carry it from then on (record_purchase_order). */
export async function recordPurchaseOrder({ campaign, po_number, po_date }: PurchaseOrder): Promise<void> {
  const { error } = await supabase.rpc('record_purchase_order', { campaign, po_number, po_date });
  if (error) throw error;
}

export function useRecordPurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordPurchaseOrder, onSettled: (_data, _error, { campaign }) => queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaign) }) });
}
