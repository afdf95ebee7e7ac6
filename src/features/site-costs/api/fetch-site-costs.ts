import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { siteCostKeys } from './site-cost-keys';

const COST = 'id,kind,description,incurred_on,covers_from,covers_to,amount_paise,reference,power_bill_id,site:sites(code,name)';

/** The latest 100 costs entered or split from power bills, newest first (docs/decisions/116). */
export async function fetchSiteCosts() {
  const { data } = await supabase.from('site_costs').select(COST).order('incurred_on', { ascending: false }).order('created_at', { ascending: false }).limit(100).throwOnError();
  return data;
}

export type SiteCostRow = Awaited<ReturnType<typeof fetchSiteCosts>>[number];

export function useSiteCosts(enabled: boolean) {
  return useQuery({ queryKey: siteCostKeys.costs(), queryFn: fetchSiteCosts, enabled });
}
