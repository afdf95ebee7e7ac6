import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentTable } from '@/config/content-types';
import type { LeadSourceTable } from '@/config/lead-sources';
import { resourceKeys } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';

/** Tables the dashboard counts: every content type, and lead tables, which are counted for admins only. */
export type CountedTable = ContentTable | LeadSourceTable;

const rowCountKeys = resourceKeys('row-counts');
export const countQueryKey = (table: CountedTable) => rowCountKeys.detail(table);

/**
 * A dashboard count: exact up to 10,000 rows, the table's statistics above, so a million-row table is not
 * read on every visit (`dashboard_count()`, supabase/migrations/20261124050000_dashboard_counts.sql).
 */
export async function countRows(table: CountedTable): Promise<number> {
  const { data, error } = await supabase.rpc('dashboard_count', { counted: table });
  if (error) throw error;
  return data ?? 0;
}

export function countQueryOptions(table: CountedTable) {
  return queryOptions({ queryKey: countQueryKey(table), queryFn: () => countRows(table) });
}

export function useRowCount(table: CountedTable) {
  return useQuery(countQueryOptions(table));
}
