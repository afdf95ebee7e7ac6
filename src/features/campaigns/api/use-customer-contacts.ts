import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { customerKeys } from './campaign-keys';

/** One customer's contacts, for the campaign form's contact choice. */
export function useCustomerContacts(customerId: string) {
  return useQuery({
    queryKey: customerKeys.detail(`contacts:${customerId}`),
    queryFn: async () => {
      const { data } = await supabase.from('customer_contacts').select('*').eq('customer_id', customerId).order('created_at').throwOnError();
      return data;
    },
    enabled: Boolean(customerId),
  });
}
