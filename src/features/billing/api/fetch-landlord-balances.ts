import { useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';

export type LandlordBalance = Database['public']['Functions']['landlord_balances']['Returns'][number];

/** Each landlord, its phone, PAN and GSTIN, and its rent to date: due, paid, left and overdue (landlord_balances(), docs/decisions/115). */
export async function fetchLandlordBalances(): Promise<LandlordBalance[]> {
  const { data } = await supabase.rpc('landlord_balances').throwOnError();
  return data;
}

/** Asked only by admins and accounts (`enabled`): the database refuses anyone else. */
export function useLandlordBalances(enabled: boolean) {
  return useQuery({ queryKey: invoiceKeys.landlordBalances(), queryFn: fetchLandlordBalances, enabled });
}
