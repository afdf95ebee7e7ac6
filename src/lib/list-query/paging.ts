import type { ListPage } from './types';

/** Rows per page on the lead screens. */
export const PAGE_SIZE = 25;

/** Rows per request when exporting; hosted Supabase answers at most 1,000 rows per request by default. */
export const EXPORT_BATCH_SIZE = 1000;

/** The inclusive row offsets of 1-based `page`, as `range(from, to)` wants them. */
export function pageRange(page: number, pageSize = PAGE_SIZE): [number, number] {
  const from = (Math.max(1, Math.floor(page)) - 1) * pageSize;
  return [from, from + pageSize - 1];
}

/** How many pages `total` rows fill; at least 1 so "Page 1 of 1" reads right for an empty list. */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Every row `fetchPage` can give, read in batches until the reported total is reached (or a
 * batch comes back empty, should rows vanish meanwhile). A server that caps rows per request
 * below `batchSize` still yields everything, because the loop follows the total, not the cap.
 */
export async function fetchAllPages<Row>(
  fetchPage: (from: number, to: number) => Promise<ListPage<Row>>,
  batchSize = EXPORT_BATCH_SIZE,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (;;) {
    const { rows: batch, total } = await fetchPage(rows.length, rows.length + batchSize - 1);
    rows.push(...batch);
    if (batch.length === 0 || rows.length >= total) return rows;
  }
}

