import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { PowerMeterValues } from '../schemas';
import { siteCostKeys } from './site-cost-keys';

/** A new electricity meter (docs/decisions/116); the sites it lights and their shares are set on it next. */
export async function addPowerMeter(meter: PowerMeterValues): Promise<void> {
  await supabase.from('power_meters').insert(meter).throwOnError();
}

export function useAddPowerMeter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addPowerMeter, onSuccess: () => queryClient.invalidateQueries({ queryKey: siteCostKeys.meters() }) });
}
