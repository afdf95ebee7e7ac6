import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';
import type { Statement } from './receivable-types';

/** Customer `customer`'s statement for the period (customer_statement()); null when there is no such customer. */
export async function fetchStatement(customer: string, from: string, to: string): Promise<Statement | null> {
  const { data, error } = await supabase.rpc('customer_statement', { customer, from_day: from, to_day: to });
  if (error) throw error;
  return (data as Statement | null) ?? null;
}

/** Asked only by someone who may read it (`enabled`): the database would refuse anyone else. */
export function useStatement(customer: string, from: string, to: string, enabled: boolean) {
  return useQuery({ queryKey: invoiceKeys.statement(customer, from, to), queryFn: () => fetchStatement(customer, from, to), placeholderData: keepPreviousData, enabled });
}
