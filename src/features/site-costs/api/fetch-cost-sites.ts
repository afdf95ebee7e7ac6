import { useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { siteCostKeys } from './site-cost-keys';

export type CostSite = Database['public']['Functions']['sites_for_costs']['Returns'][number];

/** Every site, published or not, with its licence's end, for the cost forms (sites_for_costs(), docs/decisions/116). */
export async function fetchCostSites(): Promise<CostSite[]> {
  const { data } = await supabase.rpc('sites_for_costs').throwOnError();
  return data;
}

export function useCostSites(enabled: boolean) {
  return useQuery({ queryKey: siteCostKeys.sites(), queryFn: fetchCostSites, enabled, staleTime: 5 * 60_000 });
}
