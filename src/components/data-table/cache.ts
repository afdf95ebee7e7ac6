import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { PageResult } from './query';

/**
 * After a delete: the row leaves every cached page at once (no refetch, so the screen does not
 * jump), and all pages under `queryKey` are marked stale so the next visit reads fresh counts.
 */
export function removeRowFromPages(queryClient: QueryClient, queryKey: QueryKey, id: string): void {
  queryClient.setQueriesData<PageResult<{ id: string }>>({ queryKey }, (page) =>
    page && page.rows.some((row) => row.id === id) ? { rows: page.rows.filter((row) => row.id !== id), total: Math.max(0, page.total - 1) } : page,
  );
  void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
}
