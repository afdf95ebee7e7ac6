import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { siteCostKeys } from './site-cost-keys';

/** A cost entered by mistake, removed (power costs go only with their bill: the policy refuses them). */
export async function deleteSiteCost(id: string): Promise<void> {
  await supabase.from('site_costs').delete().eq('id', id).throwOnError();
}

export function useDeleteSiteCost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSiteCost, onSuccess: () => queryClient.invalidateQueries({ queryKey: siteCostKeys.all }) });
}
