import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { fetchListPage, fetchListRows, type ListDefinition, type ListParams, type ListQuery, type ListSelection, type ListSource } from '@/lib/list-query';
import { supabase } from '@/lib/supabase';
import { inboxKeys } from './inbox-keys';

/** One row of the inbox: a lead of any type, with its status, assignee, read flag and notification. */
export type InboxLead = Tables<'leads'>;

/** Newest first; search by name, e-mail or what the lead was about. */
export const inboxList: ListDefinition = {
  searchColumns: ['name', 'email', 'phone', 'summary'].map((column) => ({ column, kind: 'text' as const })),
  defaultSort: { column: 'created_at', direction: 'desc' },
  sortColumns: ['name', 'status'],
};

const inboxSource: ListSource<InboxLead> = (count) => supabase.from('leads').select('*', { count }) as unknown as ListQuery<InboxLead>;

export function useInboxList(params: ListParams, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...queryOptions({
      queryKey: inboxKeys.list(params),
      queryFn: () => fetchListPage(inboxSource, inboxList, params),
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
}

/** Every lead the search and filters match, for 'Export CSV'. */
export function fetchAllInboxLeads(selection: ListSelection): Promise<InboxLead[]> {
  return fetchListRows(inboxSource, inboxList, selection);
}
