import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchListPage, neighbourPages, walkListRows, type ListBatch, type ListParams, type ListQuery, type ListSelection, type ListSource } from '@/lib/list-query';
import { supabase } from '@/lib/supabase';
import { leadKeys, leadListViews, leadLists, type Lead, type LeadTable } from './lead-tables';

/** The table's rows through its list view, counted as the list layer asks. */
function leadSource<T extends LeadTable>(table: T): ListSource<Lead<T>> {
  // supabase-js cannot narrow a select on a generic name; the view's rows are the table's own.
  return (count) => supabase.from(leadListViews[table]).select('*', { count }) as unknown as ListQuery<Lead<T>>;
}

/**
 * One page of a lead table as `params` asks, with the count of everything it matches; read by key
 * from the page before or after it when the cache has one (Next, Previous).
 */
export function leadsListOptions<T extends LeadTable>(table: T, params: ListParams) {
  return queryOptions({
    queryKey: leadKeys.list(table, params),
    queryFn: ({ client }) => fetchListPage(leadSource(table), leadLists[table], params, neighbourPages<Lead<T>>(client, params, (near) => leadKeys.list(table, near))),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useLeadsList<T extends LeadTable>(table: T, params: ListParams, { enabled }: { enabled: boolean }) {
  return useQuery({ ...leadsListOptions(table, params), enabled });
}

/** Every row the search and filters match, batch by batch as they arrive: what 'Export CSV' writes. */
export function exportLeads<T extends LeadTable>(table: T, selection: ListSelection): AsyncIterable<ListBatch<Lead<T>>> {
  return walkListRows(leadSource(table), leadLists[table], selection);
}
