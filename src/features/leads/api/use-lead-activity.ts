import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { activityKeys } from './inbox-keys';

export type LeadActivity = Tables<'lead_activity'>;

/** A lead's notes and changes, oldest first. */
export function useLeadActivity(leadId: string) {
  return useQuery({
    queryKey: activityKeys.detail(leadId),
    queryFn: async () => {
      const { data, error } = await supabase.from('lead_activity').select('*').eq('lead_id', leadId).order('created_at').order('id');
      if (error) throw error;
      return data;
    },
  });
}
