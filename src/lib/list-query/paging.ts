/** Rows per page on the lead screens. */
export const PAGE_SIZE = 25;

/**
 * Rows per request when exporting. A server that answers fewer (PostgREST's `db-max-rows`; hosted
 * Supabase's default is 1,000) only makes more requests: the walk goes on after the last row it got.
 */
export const EXPORT_BATCH_SIZE = 5000;

/**
 * Up to this many matching rows a list's total is exact; above it, the planner's estimate. It is
 * PostgREST's `db-max-rows` (supabase/config.toml `max_rows`, the stand-in's PGRST_DB_MAX_ROWS),
 * which bounds the `estimated` count's exact part: keep the three equal.
 */
export const EXACT_COUNT_LIMIT = 10_000;

/** The inclusive row offsets of 1-based `page`, as `range(from, to)` wants them. */
export function pageRange(page: number, pageSize = PAGE_SIZE): [number, number] {
  const from = (Math.max(1, Math.floor(page)) - 1) * pageSize;
  return [from, from + pageSize - 1];
}

/** How many pages `total` rows fill; at least 1 so "Page 1 of 1" reads right for an empty list. */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
