import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Margins } from './margin-types';
import { siteCostKeys } from './site-cost-keys';

/** Each site's and campaign's margin from the month of `from` to that of `to`, with the months' totals (margins(), docs/decisions/116). */
export async function fetchMargins(from: string, to: string): Promise<Margins> {
  const { data } = await supabase.rpc('margins', { from_month: from, to_month: to }).throwOnError();
  return data as unknown as Margins;
}

/** Asked only by admins and accounts (`enabled`): the database refuses anyone else. */
export function useMargins(from: string, to: string, enabled: boolean) {
  return useQuery({ queryKey: siteCostKeys.margins(from, to), queryFn: () => fetchMargins(from, to), enabled });
}
