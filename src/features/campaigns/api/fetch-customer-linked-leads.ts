import { supabase } from '@/lib/supabase';
import type { CustomerLead } from './use-customer-leads';

/** The leads linked to customer `customerId`, newest first (at most 50). */
export async function fetchCustomerLinkedLeads(customerId: string): Promise<CustomerLead[]> {
  const { data } = await supabase.from('leads').select('id, kind, name, email, created_at').eq('customer_id', customerId).order('created_at', { ascending: false }).limit(50).throwOnError();
  return data;
}
