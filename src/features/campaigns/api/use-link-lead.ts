import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { customerKeys, leadCustomerKeys } from './campaign-keys';

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
