import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { PowerBillValues } from '../schemas';
import { siteCostKeys } from './site-cost-keys';

/** A meter's bill, split by the database into each site's power cost by the meter's shares (record_power_bill(), docs/decisions/116). */
export async function recordPowerBill({ meter, bill }: { meter: string; bill: PowerBillValues }): Promise<void> {
  await supabase.rpc('record_power_bill', { meter, ...bill }).throwOnError();
}

export function useRecordPowerBill() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordPowerBill, onSuccess: () => queryClient.invalidateQueries({ queryKey: siteCostKeys.all }) });
}
