import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { customerKeys } from './campaign-keys';

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
