import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';

/** A payment of the client with some of it not yet given to any invoice (unapplied_paise, a computed field). */
export type Advance = { id: string; number: string; received_on: string; unapplied_paise: number };

/** Customer `customer`'s payments with an advance left to apply, oldest first. */
export async function fetchAdvances(customer: string): Promise<Advance[]> {
  const { data } = await supabase
    .from('receipts')
    .select('id, number, received_on, unapplied_paise')
    .eq('customer_id', customer)
    .eq('status', 'recorded')
    .gt('unapplied_paise', 0)
    .order('received_on')
    .throwOnError();
  return data as unknown as Advance[];
}

export function useAdvances(customer: string) {
  return useQuery({ queryKey: invoiceKeys.advances(customer), queryFn: () => fetchAdvances(customer) });
}
