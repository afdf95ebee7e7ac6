import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { campaignKeys } from './campaign-keys';
import type { Confirmation } from './confirmation-types';
import { uploadPurchaseOrder } from './upload-purchase-order';

export type PurchaseOrder = { campaign: string; po_number: string; po_date: string; file: File | null };

/**
 * Notes the client's purchase order on an accepted campaign, its file first put in the bucket when one is given (the
 * file noted before stays otherwise); its invoices carry the number and date from then on, and a campaign that waited
 * for it is confirmed: the answer says what that booked, or null (record_purchase_order, docs/decisions/114).
 */
export async function recordPurchaseOrder({ campaign, po_number, po_date, file }: PurchaseOrder): Promise<Confirmation | null> {
  const po_path = file ? await uploadPurchaseOrder(campaign, file) : undefined;
  const { data, error } = await supabase.rpc('record_purchase_order', { campaign, po_number, po_date, po_path });
  if (error) throw error;
  return data as Confirmation | null;
}

export function useRecordPurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordPurchaseOrder, onSettled: (_data, _error, { campaign }) => queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaign) }) });
}
