import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadKind } from '@/config/lead-sources';
import type { Tables } from '@/lib/database.types';
import { fetchListPage, neighbourPages, walkListRows, type ListBatch, type ListParams, type ListQuery, type ListSelection, type ListSource } from '@/lib/list-query';
import { supabase } from '@/lib/supabase';
import { inboxKeys } from './inbox-keys';
import { inboxList } from './lead-tables';

/**
 * One row of the inbox: a lead of any type, with its status, assignee, read flag and notification. Its kind
 * is one the database registers (a foreign key to lead_sources), so it is read as the generated LeadKind.
 */
export type InboxLead = Omit<Tables<'leads'>, 'kind'> & {
  kind: LeadKind;
  /** The assignee's name and the latest note, as the inbox's view (leads_list) joins them. */
  assignee_name: string | null;
  latest_note: string | null;
};

/** The inbox reads its view (docs/decisions/031: a search through the trigram indexes); its rows are the table's. */
const inboxSource: ListSource<InboxLead> = (count) => supabase.from('leads_list').select('*', { count }) as unknown as ListQuery<InboxLead>;

/** One page of the inbox; read by key from the page before or after it when the cache has one. */
export function inboxListOptions(params: ListParams) {
  return queryOptions({
    queryKey: inboxKeys.list(params),
    queryFn: ({ client }) => fetchListPage(inboxSource, inboxList, params, neighbourPages<InboxLead>(client, params, inboxKeys.list)),
    placeholderData: keepPreviousData,
  });
}

export function useInboxList(params: ListParams, { enabled }: { enabled: boolean }) {
  return useQuery({ ...inboxListOptions(params), enabled });
}

/** Every lead the search and filters match, batch by batch as they arrive: what 'Export CSV' writes. */
export function exportInboxLeads(selection: ListSelection): AsyncIterable<ListBatch<InboxLead>> {
  return walkListRows(inboxSource, inboxList, selection);
}
