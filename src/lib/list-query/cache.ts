import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { NeighbourPages } from './keyset';
import type { ListPage, ListParams } from './types';

type Identified = { id: string };

/**
 * Applies `edit` to every cached page under `listKey` that holds the row `id`, then marks all
 * those pages stale without refetching: the screen does not jump, and the next visit reads
 * fresh counts, order and filter matches from the server.
 */
function editCachedPages(queryClient: QueryClient, listKey: QueryKey, id: string, edit: (page: ListPage<Identified>) => ListPage<Identified>): void {
  // A resource's key also covers its single records (`[resource, 'detail', id]`, decision 021): only pages have rows.
  queryClient.setQueriesData<ListPage<Identified>>({ queryKey: listKey }, (page) => (page && Array.isArray(page.rows) && page.rows.some((row) => row.id === id) ? edit(page) : page));
  void queryClient.invalidateQueries({ queryKey: listKey, refetchType: 'none' });
}

/** After a delete: the row leaves every cached page at once and the totals drop by one. */
export function removeListRow(queryClient: QueryClient, listKey: QueryKey, id: string): void {
  editCachedPages(queryClient, listKey, id, (page) => ({ ...page, rows: page.rows.filter((row) => row.id !== id), total: Math.max(0, page.total - 1) }));
}

/** After an update (e.g. an inline status change): the row shows its new values on every cached page. */
export function updateListRow<Row extends Identified>(queryClient: QueryClient, listKey: QueryKey, id: string, changes: Partial<Row>): void {
  editCachedPages(queryClient, listKey, id, (page) => ({ ...page, rows: page.rows.map((row) => (row.id === id ? { ...row, ...changes } : row)) }));
}

/**
 * The pages before and after `params.page` that the cache holds (same search, filters and sort), so
 * Next and Previous read by key from them (`fetchListPage`'s `neighbours`).
 */
export function neighbourPages<Row>(queryClient: QueryClient, params: ListParams, listKey: (params: ListParams) => QueryKey): NeighbourPages<Row> {
  const cached = (page: number) => (page >= 1 ? queryClient.getQueryData<ListPage<Row>>(listKey({ ...params, page })) : undefined);
  return { previous: cached(params.page - 1), next: cached(params.page + 1) };
}
