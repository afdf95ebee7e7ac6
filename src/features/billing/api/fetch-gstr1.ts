import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';
import type { Gstr1 } from './gstr1-types';

/** The GSTR-1 sheets of the month holding `month` (gstr1(), docs/decisions/112). */
export async function fetchGstr1(month: string): Promise<Gstr1> {
  const { data, error } = await supabase.rpc('gstr1', { month });
  if (error) throw error;
  return data as unknown as Gstr1;
}

/** Asked only by someone who may read it (`enabled`): the database refuses anyone else. */
export function useGstr1(month: string, enabled: boolean) {
  return useQuery({ queryKey: invoiceKeys.gstr1(month), queryFn: () => fetchGstr1(month), enabled });
}
