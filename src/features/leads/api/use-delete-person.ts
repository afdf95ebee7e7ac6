import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invalidateInbox } from './inbox-keys';

/** Deletes every lead of one e-mail address (a person's request); resolves to how many rows went. */
export function useDeletePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => {
      const { data, error } = await supabase.rpc('delete_lead_person', { email_address: email });
      if (error) throw error;
      return data;
    },
    onSuccess: () => invalidateInbox(queryClient),
  });
}
