import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesUpdate } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { updateListRow } from '@/lib/list-query';
import { sendStaffNoticeEmails } from '@/lib/staff-notices';
import { supabase } from '@/lib/supabase';
import { activityKeys, inboxKeys, unreadKeys } from './inbox-keys';
import type { InboxLead } from './list-inbox';

export type LeadChange = Pick<TablesUpdate<'leads'>, 'status' | 'assignee_id' | 'read_at'>;

/**
 * Sets a lead's status, assignee or read flag; the database writes the history and, for a new assignee, the
 * notice that tells them (decision 045), which is then e-mailed.
 */
export async function updateLead(id: string, change: LeadChange): Promise<void> {
  expectWritten(await supabase.from('leads').update(change).eq('id', id).select('id'), 'lead', 'save');
  if (change.assignee_id) sendStaffNoticeEmails();
}

export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: LeadChange }) => updateLead(id, change),
    onSuccess: (_, { id, change }) => {
      updateListRow<InboxLead>(queryClient, inboxKeys.all, id, change);
      void queryClient.invalidateQueries({ queryKey: unreadKeys.all });
      void queryClient.invalidateQueries({ queryKey: activityKeys.detail(id) });
    },
  });
}
