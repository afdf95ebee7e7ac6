import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { activityKeys } from './inbox-keys';

/** Adds a note to lead `leadId`'s history (admins and sales; the database writes who and when). */
export function useAddNote(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => {
      const { error } = await supabase.from('lead_activity').insert({ lead_id: leadId, body });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.detail(leadId) }),
  });
}
