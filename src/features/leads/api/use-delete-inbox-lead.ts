import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { removeListRow } from '@/lib/list-query';
import { supabase } from '@/lib/supabase';
import { leadSources, type LeadKind } from '@/config/lead-sources';
import { inboxKeys, unreadKeys } from './inbox-keys';
import { removeCvs } from './remove-cvs';

/** Deletes one lead (admins: decision 073), and an application's CV file with it (decision 102). */
export function useDeleteInboxLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, kind, cvPath }: { id: string; kind: LeadKind; cvPath?: string }) => {
      // Deleting a lead deletes its row in the table of its kind; the inbox row follows.
      expectWritten(await supabase.from(leadSources[kind].table).delete().eq('id', id).select('id'), 'lead', 'delete');
      if (cvPath) await removeCvs([cvPath]);
    },
    onSuccess: (_, { id }) => {
      removeListRow(queryClient, inboxKeys.all, id);
      void queryClient.invalidateQueries({ queryKey: unreadKeys.all });
    },
  });
}
