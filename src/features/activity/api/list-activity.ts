import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { fetchListPage, fetchListRows, type ListDefinition, type ListParams, type ListQuery, type ListSelection, type ListSource } from '@/lib/list-query';
import { resourceKeys } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';

/** One recorded change: who, when, which table and row, what changed (docs/decisions/030-revisions-and-audit-log.md). */
export type ActivityEntry = Tables<'audit_log'>;

export const activityKeys = resourceKeys('activity');

/**
 * Newest first; search by record name or person (trigram indexes on both); the count is estimated because the
 * log only grows (exact below PostgREST's max rows, the planner's figure above).
 */
export const activityList: ListDefinition = {
  searchColumns: ['row_label', 'actor_name'].map((column) => ({ column, kind: 'text' as const })),
  defaultSort: { column: 'occurred_at', direction: 'desc' },
  sortColumns: ['actor_name', 'table_name'],
  count: 'estimated',
};

const activitySource: ListSource<ActivityEntry> = (count) => supabase.from('audit_log').select('*', { count }) as unknown as ListQuery<ActivityEntry>;

/** A page of the log. Row-level security gives it to admins only. */
export function useActivityList(params: ListParams, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...queryOptions({
      queryKey: activityKeys.list(params),
      queryFn: () => fetchListPage(activitySource, activityList, params),
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
}

/** Every entry the search and filters match, for 'Export CSV'. */
export function fetchAllActivity(selection: ListSelection): Promise<ActivityEntry[]> {
  return fetchListRows(activitySource, activityList, selection);
}
