import { supabase } from '@/lib/supabase';

/** A customer a lead may be (docs/decisions/055): the same company name, or a contact with the same e-mail. */
export type CustomerMatch = { id: string; name: string; by: 'company' | 'email' };

/** Customers lead `leadId` may be, best first (lead_customer_matches(): as the caller, so sellers only). */
export async function customerMatchesForLead(leadId: string): Promise<CustomerMatch[]> {
  const { data, error } = await supabase.rpc('lead_customer_matches', { lead: leadId });
  if (error) throw error;
  return data.map(({ id, name, matched_by }) => ({ id, name, by: matched_by === 'company' ? 'company' : 'email' }));
}
