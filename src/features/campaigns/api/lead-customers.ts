import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { customerKeys, leadCustomerKeys } from './campaign-keys';

/** A customer a lead may be (docs/decisions/055): the same company name, or a contact with the same e-mail. */
export type CustomerMatch = { id: string; name: string; by: 'company' | 'email' };

/** Customers lead `leadId` may be, best first (lead_customer_matches(): as the caller, so sellers only). */
export async function customerMatchesForLead(leadId: string): Promise<CustomerMatch[]> {
  const { data, error } = await supabase.rpc('lead_customer_matches', { lead: leadId });
  if (error) throw error;
  return data.map(({ id, name, matched_by }) => ({ id, name, by: matched_by === 'company' ? 'company' : 'email' }));
}

export type LeadCustomer = { linked: { id: string; name: string } | null; matches: CustomerMatch[] };

/** The customer lead `leadId` is linked to, or, while it is linked to none, those it may be. */
export function useLeadCustomer(leadId: string) {
  return useQuery({
    queryKey: leadCustomerKeys.detail(leadId),
    queryFn: async (): Promise<LeadCustomer> => {
      const { data } = await supabase.from('leads').select('customer:customers!leads_customer_id_fkey(id, name)').eq('id', leadId).single().throwOnError();
      if (data.customer) return { linked: data.customer, matches: [] };
      return { linked: null, matches: await customerMatchesForLead(leadId) };
    },
  });
}

/** Links lead `leadId` to a customer; the lead's history records it (record_lead_change()). */
export function useLinkLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ leadId, customerId }: { leadId: string; customerId: string }) => {
      await supabase.from('leads').update({ customer_id: customerId }).eq('id', leadId).select('id').single().throwOnError();
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: leadCustomerKeys.all }), queryClient.invalidateQueries({ queryKey: customerKeys.all })]),
  });
}

export type CustomerLead = { id: string; kind: string; name: string | null; email: string | null; created_at: string };
export type CustomerLeadMatch = CustomerLead & { company: string | null; by: 'company' | 'email' };

/** A customer's leads: those linked to it, newest first, and those not linked to anyone that may be its own. */
export function useCustomerLeads(customerId: string) {
  return useQuery({
    queryKey: customerKeys.detail(`${customerId}:leads`),
    queryFn: async (): Promise<{ linked: CustomerLead[]; matches: CustomerLeadMatch[] }> => {
      const [linked, matches] = await Promise.all([
        supabase.from('leads').select('id, kind, name, email, created_at').eq('customer_id', customerId).order('created_at', { ascending: false }).limit(50).throwOnError(),
        supabase.rpc('customer_lead_matches', { customer: customerId }),
      ]);
      if (matches.error) throw matches.error;
      return {
        linked: linked.data,
        matches: matches.data.map(({ matched_by, ...lead }) => ({ ...lead, by: matched_by === 'company' ? 'company' : 'email' })),
      };
    },
  });
}
