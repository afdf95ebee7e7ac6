import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';
import type { BillableCampaign } from './invoice-types';

/** The campaigns their clients confirmed, live or completed: those an invoice is raised from (docs/product.md §16). */
export async function fetchBillableCampaigns(): Promise<BillableCampaign[]> {
  const { data } = await supabase
    .from('campaigns')
    .select('id, reference, title, customer_name, status')
    .in('status', ['confirmed', 'live', 'completed'])
    .order('created_at', { ascending: false })
    .limit(200)
    .throwOnError();
  return (data ?? []) as BillableCampaign[];
}

export function useBillableCampaigns(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: invoiceKeys.billable(), queryFn: fetchBillableCampaigns, enabled }));
}
