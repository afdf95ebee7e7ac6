/**
 * The shapes every list shares: what a screen asks for (`ListParams`), what a table allows
 * (`ListDefinition`) and what comes back (`ListPage`).
 */

/**
 * A searchable column. `text` columns match anywhere, case-insensitively (`ilike`). A
 * `phone-number` column holds a 10-digit number (the "Phone Number" bigint of "Contacts"):
 * PostgREST cannot cast it to text inside a filter, so typed digits match as a prefix through a
 * numeric range ("98400" finds 9840000000 to 9840099999), and anything else skips the column.
 */
export type SearchColumn = { column: string; kind: 'text' | 'phone-number' };

/**
 * One condition on a column: equal to a value, one of several values, or a date range whose
 * `from` is inclusive and `before` exclusive (so "October" is `from: '2025-10-01', before: '2025-11-01'`).
 */
export type ListFilter =
  | { column: string; op: 'eq'; value: string | number | boolean }
  | { column: string; op: 'in'; values: readonly (string | number)[] }
  | { column: string; op: 'date-range'; from?: string; before?: string };

export type SortDirection = 'asc' | 'desc';

export type ListSort = { column: string; direction: SortDirection };

/**
 * How PostgREST counts the matching rows: `exact` runs `count(*)` (right, but reads every matching
 * row: seconds at a million); `planned` reads the planner's estimate; `estimated` counts exactly up
 * to PostgREST's `db-max-rows` (10,000 here: `EXACT_COUNT_LIMIT`) and takes the planner's estimate
 * above it (docs/decisions/031-search-indexes-and-count-strategy.md).
 */
export type CountStrategy = 'exact' | 'planned' | 'estimated';

/** What a screen asks of a list: part of the query key, so each combination is cached apart. */
export type ListParams = {
  search: string;
  filters?: readonly ListFilter[];
  /** Absent: the definition's default sort. */
  sort?: ListSort;
  /** 1-based. */
  page: number;
  pageSize: number;
};

/** What one table allows its lists: the columns search looks in and sorting may use. */
export type ListDefinition = {
  searchColumns: readonly SearchColumn[];
  defaultSort: ListSort;
  /** Columns a screen may sort by besides the default one; any other asks for the default sort. */
  sortColumns?: readonly string[];
  /** Default `estimated`. */
  count?: CountStrategy;
};

/**
 * One page of rows and how many rows match in all. `approximate`: the total is the planner's
 * estimate (above `EXACT_COUNT_LIMIT`), which screens show as 'about N'.
 */
export type ListPage<Row> = { rows: Row[]; total: number; approximate?: boolean };

/** A batch of an export as it arrives: its rows, how many were read so far and of about how many. */
export type ListBatch<Row> = { rows: Row[]; read: number; total: number; approximate: boolean };
