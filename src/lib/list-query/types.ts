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
 * How PostgREST counts the matching rows: `exact` runs `count(*)` (right, but slow on big
 * tables); `planned` reads the planner's estimate; `estimated` is exact below PostgREST's
 * `db-max-rows` and planned above it.
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
  /** Default `exact`. */
  count?: CountStrategy;
};

/** One page of rows and how many rows match in all. */
export type ListPage<Row> = { rows: Row[]; total: number };
