import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { leaseKeys } from './lease-keys';
import type { RentPayment } from './lease-types';

/** The rent recorded for lease `lease`, voided payments too (they stay, marked, docs/decisions/115), latest month first. */
export async function fetchRentPayments(lease: string): Promise<RentPayment[]> {
  const { data } = await supabase
    .from('rent_payments')
    .select('*')
    .eq('lease_id', lease)
    .order('month', { ascending: false })
    .order('created_at', { ascending: false })
    .throwOnError();
  return data;
}

export function useRentPayments(lease: string) {
  return useQuery({ queryKey: leaseKeys.payments(lease), queryFn: () => fetchRentPayments(lease) });
}
