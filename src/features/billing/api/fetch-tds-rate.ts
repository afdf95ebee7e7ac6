import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';
import type { TdsRate } from './payment-types';

/** The TDS customer `customer` deducts on day `day`, by its PAN's kind and the dated section 194C rates (tds_rate_for). */
export async function fetchTdsRate(customer: string, day: string): Promise<TdsRate | null> {
  const { data, error } = await supabase.rpc('tds_rate_for', { customer, day });
  if (error) throw error;
  return (data as TdsRate | null) ?? null;
}

export function useTdsRate(customer: string | undefined, day: string) {
  return useQuery({ queryKey: invoiceKeys.tdsRate(customer ?? '', day), queryFn: () => fetchTdsRate(customer ?? '', day), enabled: Boolean(customer) });
}
