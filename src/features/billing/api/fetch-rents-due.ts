import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';
import type { RentDue } from './rent-types';

/** Every lease's rent for the month of `month`, with what was paid against it (rents_due(), docs/decisions/115). */
export async function fetchRentsDue(month: string): Promise<RentDue[]> {
  const { data } = await supabase.rpc('rents_due', { month }).throwOnError();
  return data;
}

/** Asked only by admins and accounts (`enabled`): the database refuses anyone else. */
export function useRentsDue(month: string, enabled: boolean) {
  return useQuery({ queryKey: invoiceKeys.rentsDue(month), queryFn: () => fetchRentsDue(month), enabled });
}
