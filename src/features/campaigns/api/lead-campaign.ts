import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { campaignKeys } from './campaign-keys';

/** The campaign made from lead `leadId`, if one was (a lead has at most one: campaigns.lead_id is unique). */
export function useLeadCampaign(leadId: string) {
  return useQuery({
    queryKey: campaignKeys.detail(`lead:${leadId}`),
    queryFn: async () => {
      const { data } = await supabase.from('campaigns').select('id, reference').eq('lead_id', leadId).maybeSingle().throwOnError();
      return data;
    },
  });
}
