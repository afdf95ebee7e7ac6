import { supabase } from '@/lib/supabase';
import type { CustomerLeadMatch } from './use-customer-leads';

/** Leads linked to no customer that may be customer `customerId`'s, by its company's name or a contact's e-mail. */
export async function fetchCustomerLeadMatches(customerId: string): Promise<CustomerLeadMatch[]> {
  const { data, error } = await supabase.rpc('customer_lead_matches', { customer: customerId });
  if (error) throw error;
  return data.map(({ matched_by, ...lead }) => ({ ...lead, by: matched_by === 'company' ? 'company' : 'email' }));
}
