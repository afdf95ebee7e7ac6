import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { leaseKeys } from './lease-keys';
import type { LeaseSite } from './lease-types';

/** Every site's id, code and name, published or not, which accounts may not read from `sites` (sites_for_costs()). */
export async function fetchLeaseSites(): Promise<LeaseSite[]> {
  const { data } = await supabase.rpc('sites_for_costs').throwOnError();
  return data;
}

export function useLeaseSites(enabled = true) {
  return useQuery({ queryKey: leaseKeys.sites(), queryFn: fetchLeaseSites, enabled, staleTime: 5 * 60_000 });
}
