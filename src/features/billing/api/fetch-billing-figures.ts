import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';
import type { BillingFigures } from './receivable-types';

/** What clients owe, how much is past due and what came in this month (billing_figures()). */
export async function fetchBillingFigures(): Promise<BillingFigures> {
  const { data, error } = await supabase.rpc('billing_figures');
  if (error) throw error;
  return data as BillingFigures;
}

export function useBillingFigures() {
  return useQuery({ queryKey: invoiceKeys.figures(), queryFn: fetchBillingFigures });
}
