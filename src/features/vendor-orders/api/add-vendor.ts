import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { VendorValues } from '../schemas';
import { vendorOrderKeys } from './vendor-order-keys';

/** A new printing or mounting vendor (docs/decisions/116): admins and accounts, as the table's policy says. */
export async function addVendor(vendor: VendorValues): Promise<void> {
  await supabase.from('vendors').insert(vendor).throwOnError();
}

export function useAddVendor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addVendor, onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorOrderKeys.vendors() }) });
}
