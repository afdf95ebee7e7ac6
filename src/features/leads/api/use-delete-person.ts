import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invalidateInbox } from './inbox-keys';
import { listPersonCvs } from './list-person-cvs';
import { removeCvs } from './remove-cvs';

/** Deletes every lead of one e-mail address (a person's request), their CV files too; resolves to how many rows went. */
export function useDeletePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => {
      const cvs = await listPersonCvs(email);
      const { data, error } = await supabase.rpc('delete_lead_person', { email_address: email });
      if (error) throw error;
      await removeCvs(cvs);
      return data;
    },
    onSuccess: () => invalidateInbox(queryClient),
  });
}
