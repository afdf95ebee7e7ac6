import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { removeListRow } from '@/lib/list-query';
import { supabase } from '@/lib/supabase';
import { leadSources, type LeadKind } from '@/config/lead-sources';
import { inboxKeys, unreadKeys } from './inbox-keys';

/** Deletes one lead (admins: decision 073). */
export function useDeleteInboxLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, kind }: { id: string; kind: LeadKind }) => {
      // Deleting a lead deletes its row in the table of its kind; the inbox row follows.
      expectWritten(await supabase.from(leadSources[kind].table).delete().eq('id', id).select('id'), 'lead', 'delete');
    },
    onSuccess: (_, { id }) => {
      removeListRow(queryClient, inboxKeys.all, id);
      void queryClient.invalidateQueries({ queryKey: unreadKeys.all });
    },
  });
}
