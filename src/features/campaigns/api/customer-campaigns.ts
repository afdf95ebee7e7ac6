import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { campaignKeys } from './campaign-keys';

/** One of a customer's campaigns, as their page lists it. */
export type CustomerCampaign = { id: string; reference: string; title: string; status: string; version: number; created_at: string };

/** How many of a customer's campaigns their page lists, newest first; the campaigns list searches the rest. */
export const CUSTOMER_CAMPAIGNS_SHOWN = 50;

/** Customer `customerId`'s campaigns, newest first (RLS: those who sell). */
export async function fetchCustomerCampaigns(customerId: string): Promise<CustomerCampaign[]> {
  const { data } = await supabase
    .from('campaigns')
    .select('id, reference, title, status, version, created_at')
    .eq('customer_id', customerId)
    .order('created_at', { ascending: false })
    .limit(CUSTOMER_CAMPAIGNS_SHOWN)
    .throwOnError();
  return data.map((row) => ({ ...row, reference: row.reference ?? '' }));
}

export function useCustomerCampaigns(customerId: string) {
  return useQuery(queryOptions({ queryKey: [...campaignKeys.all, 'customer', customerId], queryFn: () => fetchCustomerCampaigns(customerId) }));
}
