import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { campaignKeys } from './campaign-keys';
import { uploadPurchaseOrder } from './upload-purchase-order';

export type PurchaseOrder = { campaign: string; po_number: string; po_date: string; file: File | null };

/**
 * Notes the client's purchase order on an accepted campaign, its file first put in the bucket when one is given (the
 * file noted before stays otherwise); its invoices carry the number and date from then on (record_purchase_order).
 */
export async function recordPurchaseOrder({ campaign, po_number, po_date, file }: PurchaseOrder): Promise<void> {
  const po_path = file ? await uploadPurchaseOrder(campaign, file) : undefined;
  const { error } = await supabase.rpc('record_purchase_order', { campaign, po_number, po_date, po_path });
  if (error) throw error;
}

export function useRecordPurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordPurchaseOrder, onSettled: (_data, _error, { campaign }) => queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaign) }) });
}
