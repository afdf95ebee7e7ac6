/** What a page needs of a query's state to tell a failed load. */
type QueryState = { error: Error | null; data: unknown };

/**
 * The error of the first query that failed with nothing to show. A page that already shows content (a
 * prerendered page, or one loaded before) keeps it when a background refresh fails: TanStack Query reports
 * that failure as an error next to the data it keeps.
 */
export function loadFailure(...queries: QueryState[]): Error | null {
  return queries.find((query) => query.error && query.data === undefined)?.error ?? null;
}
