import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { MeterSharesValues } from '../schemas';
import { siteCostKeys } from './site-cost-keys';

/** The sites meter `meter` lights and each one's share of its bills, totalling 100% (set_power_meter_shares(), docs/decisions/116). */
export async function setPowerMeterShares({ meter, shares }: { meter: string; shares: MeterSharesValues['shares'] }): Promise<void> {
  await supabase.rpc('set_power_meter_shares', { meter, shares }).throwOnError();
}

export function useSetPowerMeterShares() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPowerMeterShares, onSuccess: () => queryClient.invalidateQueries({ queryKey: siteCostKeys.meters() }) });
}
