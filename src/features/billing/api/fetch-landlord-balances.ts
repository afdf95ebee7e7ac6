import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';

export type LandlordBalance = { landlord_id: string; landlord_name: string; due_paise: number; paid_paise: number; outstanding_paise: number; overdue_paise: number };

/** Each landlord's rent to date: due, paid, left and overdue (landlord_balances(), docs/decisions/115). */
export async function fetchLandlordBalances(): Promise<LandlordBalance[]> {
  const { data } = await supabase.rpc('landlord_balances').throwOnError();
  return data;
}

/** Asked only by admins and accounts (`enabled`): the database refuses anyone else. */
export function useLandlordBalances(enabled: boolean) {
  return useQuery({ queryKey: invoiceKeys.landlordBalances(), queryFn: fetchLandlordBalances, enabled });
}
