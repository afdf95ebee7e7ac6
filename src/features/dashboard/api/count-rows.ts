import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';

/** Tables the dashboard counts. The last four hold leads and are counted for admins only. */
export type CountedTable =
  | 'blog_posts'
  | 'clients'
  | 'testimonials'
  | 'success_stories'
  | 'gallery_images'
  | 'Contacts'
  | 'festival_bookings'
  | 'resource_downloads'
  | 'newsletter_subscribers';

const rowCountKeys = resourceKeys('row-counts');
export const countQueryKey = (table: CountedTable) => rowCountKeys.detail(table);

/**
 * A count from a HEAD request (no rows are transferred): exact up to 10,000 rows, the planner's
 * estimate above (PostgREST's `estimated` count), so a million-row table is not read on every visit
 * (docs/decisions/031-search-indexes-and-count-strategy.md).
 */
export async function countRows(table: CountedTable): Promise<number> {
  const { count, error } = await supabase.from(table).select('id', { count: 'estimated', head: true });
  if (error) throw error;
  return count ?? 0;
}

export function countQueryOptions(table: CountedTable) {
  return queryOptions({ queryKey: countQueryKey(table), queryFn: () => countRows(table) });
}

export function useRowCount(table: CountedTable) {
  return useQuery(countQueryOptions(table));
}
