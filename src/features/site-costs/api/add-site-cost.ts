import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { SiteCostValues } from '../schemas';
import { siteCostKeys } from './site-cost-keys';

/** A licence fee, repair or other cost of a site (docs/decisions/116): the table's policy lets admins and accounts add it. */
export async function addSiteCost(cost: SiteCostValues): Promise<void> {
  await supabase.from('site_costs').insert(cost).throwOnError();
}

export function useAddSiteCost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addSiteCost, onSuccess: () => queryClient.invalidateQueries({ queryKey: siteCostKeys.all }) });
}
