import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { leadCustomerKeys } from './campaign-keys';
import { customerMatchesForLead, type CustomerMatch } from './customer-matches-for-lead';

export type LeadCustomer = { linked: { id: string; name: string } | null; matches: CustomerMatch[] };

/** The customer lead `leadId` is linked to, or, while it is linked to none, those it may be. */
export async function fetchLeadCustomer(leadId: string): Promise<LeadCustomer> {
  const { data } = await supabase.from('leads').select('customer:customers!leads_customer_id_fkey(id, name)').eq('id', leadId).single().throwOnError();
  if (data.customer) return { linked: data.customer, matches: [] };
  return { linked: null, matches: await customerMatchesForLead(leadId) };
}

export function useLeadCustomer(leadId: string) {
  return useQuery({ queryKey: leadCustomerKeys.detail(leadId), queryFn: () => fetchLeadCustomer(leadId) });
}
