import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import type { Tables, TablesUpdate } from '@/lib/database.types';
import { removeListRow, updateListRow } from '@/lib/list-query';
import { sendStaffNoticeEmails } from '@/lib/staff-notices';
import { supabase } from '@/lib/supabase';
import { leadSources, type LeadKind } from '@/config/lead-sources';
import { activityKeys, inboxKeys, invalidateInbox, staffKeys, unreadKeys } from './inbox-keys';
import type { InboxLead } from './list-inbox';

export type LeadActivity = Tables<'lead_activity'>;
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

export type StaffMember = { id: string; email: string; full_name: string | null };

/** Who a lead can be assigned to: the staff who work leads (lead_workers(): admins and sales). */
export function useStaff() {
  return useQuery({
    queryKey: staffKeys.all,
    queryFn: async (): Promise<StaffMember[]> => {
      const { data, error } = await supabase.rpc('lead_workers');
      if (error) throw error;
      return data.map(({ id, email, full_name }) => ({ id, email, full_name }));
    },
    staleTime: 5 * 60_000,
  });
}

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
