import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { VendorBillValues } from '../schemas';
import { vendorOrderKeys } from './vendor-order-keys';

/** The vendor's bill, matched to the order: answers the bill less the order, before GST (record_vendor_bill(), docs/decisions/116). */
export async function recordVendorBill({ order, bill }: { order: string; bill: VendorBillValues }): Promise<number> {
  const { data } = await supabase.rpc('record_vendor_bill', { vendor_order: order, ...bill }).throwOnError();
  return data;
}

export function useRecordVendorBill() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordVendorBill, onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorOrderKeys.all }) });
}
