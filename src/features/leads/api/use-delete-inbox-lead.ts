import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { removeListRow } from '@/lib/list-query';
import { supabase } from '@/lib/supabase';
import { leadSources, type LeadKind } from '@/config/lead-sources';
import { listConversationFiles, removeConversationFiles } from '@/features/whatsapp/admin';
import { inboxKeys, unreadKeys } from './inbox-keys';
import { removeCvs } from './remove-cvs';

/** Deletes one lead (admins: decision 073), and an application's CV (decision 102) or a conversation's files (117) with it. */
export function useDeleteInboxLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, kind, cvPath }: { id: string; kind: LeadKind; cvPath?: string }) => {
      const files = kind === 'whatsapp' ? await listConversationFiles(id) : [];
      // Deleting a lead deletes its row in the table of its kind; the inbox row follows, and a conversation's messages.
      expectWritten(await supabase.from(leadSources[kind].table).delete().eq('id', id).select('id'), 'lead', 'delete');
      if (cvPath) await removeCvs([cvPath]);
      await removeConversationFiles(files);
    },
    onSuccess: (_, { id }) => {
      removeListRow(queryClient, inboxKeys.all, id);
      void queryClient.invalidateQueries({ queryKey: unreadKeys.all });
    },
  });
}
