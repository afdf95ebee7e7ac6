import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { ORDER } from './fetch-campaign-orders';
import { vendorOrderKeys } from './vendor-order-keys';

/** One order as it prints for its vendor, with its campaign (docs/decisions/116). */
export async function fetchVendorOrder(id: string) {
  const { data } = await supabase.from('vendor_orders').select(`${ORDER},campaign:campaigns(reference,title)`).eq('id', id).single().throwOnError();
  return data;
}

export type PrintedVendorOrder = Awaited<ReturnType<typeof fetchVendorOrder>>;

export function useVendorOrder(id: string, enabled: boolean) {
  return useQuery({ queryKey: vendorOrderKeys.order(id), queryFn: () => fetchVendorOrder(id), enabled });
}
