import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { vendorOrderKeys } from './vendor-order-keys';

/** An order not yet billed, cancelled with why (cancel_vendor_order(), docs/decisions/116). */
export async function cancelVendorOrder({ order, reason }: { order: string; reason: string }): Promise<void> {
  await supabase.rpc('cancel_vendor_order', { vendor_order: order, reason }).throwOnError();
}

export function useCancelVendorOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelVendorOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorOrderKeys.all }) });
}
