import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { vendorOrderKeys } from './vendor-order-keys';

/** The order's goods or work arrived on `received_on` (receive_vendor_order(), docs/decisions/116). */
export async function receiveVendorOrder({ order, receivedOn }: { order: string; receivedOn: string }): Promise<void> {
  await supabase.rpc('receive_vendor_order', { vendor_order: order, received_on: receivedOn }).throwOnError();
}

export function useReceiveVendorOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: receiveVendorOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorOrderKeys.all }) });
}
