import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';
import type { Receivable } from './receivable-types';

/** Every issued invoice still owed something, oldest due first (receivables()). */
export async function fetchReceivables(): Promise<Receivable[]> {
  const { data, error } = await supabase.rpc('receivables');
  if (error) throw error;
  return data as Receivable[];
}

/** Asked only by someone who may read them (`enabled`): the database would refuse anyone else. */
export function useReceivables(enabled: boolean) {
  return useQuery({ queryKey: invoiceKeys.receivables(), queryFn: fetchReceivables, enabled });
}
