import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages, pageRange, runPageQuery, type PageQuery, type PageResult, type SearchableQuery } from '@/components/data-table';
import { supabase } from '@/lib/supabase';
import { leadSearchColumns, leadsKeys, type Lead, type LeadTable } from './lead-tables';

export type LeadsPageParams = { search: string; page: number; pageSize: number };

/** One page of a lead table, newest first, with the exact count of what the search matches. */
function fetchLeads<T extends LeadTable>(table: T, page: PageQuery): Promise<PageResult<Lead<T>>> {
  // supabase-js cannot narrow a select on a generic table name; the row type is the table's own.
  const query = supabase.from(table).select('*', { count: 'exact' }) as unknown as SearchableQuery<Lead<T>>;
  return runPageQuery(query, leadSearchColumns[table], page);
}

export function leadsPageOptions<T extends LeadTable>(table: T, params: LeadsPageParams) {
  const [from, to] = pageRange(params.page, params.pageSize);
  return queryOptions({
    queryKey: [...leadsKeys.table(table), 'page', params] as const,
    queryFn: () => fetchLeads(table, { search: params.search, from, to }),
    placeholderData: keepPreviousData,
  });
}

export function useLeadsPage<T extends LeadTable>(table: T, params: LeadsPageParams, { enabled }: { enabled: boolean }) {
  return useQuery({ ...leadsPageOptions(table, params), enabled });
}

/** Every row the search matches, read in batches: what 'Export CSV' writes. */
export function fetchAllLeads<T extends LeadTable>(table: T, search: string): Promise<Lead<T>[]> {
  return fetchAllPages((from, to) => fetchLeads(table, { search, from, to }));
}
