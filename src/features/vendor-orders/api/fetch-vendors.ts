import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { vendorOrderKeys } from './vendor-order-keys';

/** The printing and mounting vendors (docs/decisions/116). */
export async function fetchVendors() {
  const { data } = await supabase.from('vendors').select('id,name,email,prints,mounts').order('name').throwOnError();
  return data;
}

export type Vendor = Awaited<ReturnType<typeof fetchVendors>>[number];

export function useVendors(enabled: boolean) {
  return useQuery({ queryKey: vendorOrderKeys.vendors(), queryFn: fetchVendors, enabled });
}
