import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { siteCostKeys } from './site-cost-keys';

/** A bill recorded wrongly, deleted with its split; it is recorded again as it should be (docs/decisions/116). */
export async function deletePowerBill(id: string): Promise<void> {
  await supabase.from('power_bills').delete().eq('id', id).throwOnError();
}

export function useDeletePowerBill() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePowerBill, onSuccess: () => queryClient.invalidateQueries({ queryKey: siteCostKeys.all }) });
}
