import { pastTheEnd } from './errors';
import { fetchAllPages, pageRange } from './paging';
import { buildSearchFilter } from './search';
import type { CountStrategy, ListDefinition, ListFilter, ListPage, ListParams, ListSort } from './types';

/** What a supabase-js select with a `count` option resolves to. */
type CountedResponse<Row> = { data: Row[] | null; error: unknown; count: number | null };

/**
 * The chain methods a list needs. supabase-js filter builders have them; declared structurally
 * so this module never imports the client and stays testable without it.
 */
export interface ListQuery<Row> extends PromiseLike<CountedResponse<Row>> {
  eq(column: string, value: string | number | boolean): this;
  in(column: string, values: readonly (string | number)[]): this;
  gte(column: string, value: string): this;
  lt(column: string, value: string): this;
  or(filters: string): this;
  order(column: string, options: { ascending: boolean }): this;
  range(from: number, to: number): this;
}

/**
 * A table's select, handed over by its feature's api/ file, e.g.
 * `(count) => supabase.from('Contacts').select('*', { count })`: the list layer picks the count.
 */
export type ListSource<Row> = (count: CountStrategy) => ListQuery<Row>;

/** Everything of `ListParams` but the page: what a CSV export reads in full. */
export type ListSelection = Pick<ListParams, 'search' | 'filters' | 'sort'>;

function applyFilter<Query extends ListQuery<unknown>>(query: Query, filter: ListFilter): Query {
  switch (filter.op) {
    case 'eq':
      return query.eq(filter.column, filter.value);
    case 'in':
      return query.in(filter.column, filter.values);
    case 'date-range': {
      const from = filter.from ? query.gte(filter.column, filter.from) : query;
      return filter.before ? from.lt(filter.column, filter.before) : from;
    }
  }
}

/** The asked-for sort when the definition allows its column, otherwise the default one. */
export function effectiveSort(definition: ListDefinition, sort: ListSort | undefined): ListSort {
  const allowed = sort && (sort.column === definition.defaultSort.column || definition.sortColumns?.includes(sort.column));
  return allowed ? sort : definition.defaultSort;
}

/** Sorted, with the id as a tie-break in the same direction so pages never overlap or skip a row. */
function applySort<Query extends ListQuery<unknown>>(query: Query, { column, direction }: ListSort): Query {
  const ascending = direction === 'asc';
  const sorted = query.order(column, { ascending });
  return column === 'id' ? sorted : sorted.order('id', { ascending });
}

/** Rows `from` to `to` (inclusive offsets) of what `selection` matches. */
async function fetchRange<Row>(source: ListSource<Row>, definition: ListDefinition, selection: ListSelection, from: number, to: number): Promise<ListPage<Row>> {
  const search = buildSearchFilter(selection.search, definition.searchColumns);
  let query = source(definition.count ?? 'exact');
  for (const filter of selection.filters ?? []) query = applyFilter(query, filter);
  if (search) query = query.or(search);
  const { data, error, count } = await applySort(query, effectiveSort(definition, selection.sort)).range(from, to);
  if (error) {
    const empty = pastTheEnd(error);
    if (empty) return empty;
    throw error;
  }
  return { rows: data ?? [], total: count ?? 0 };
}

/** One page of a list: filtered, searched, sorted and counted as `definition` and `params` say. */
export function fetchListPage<Row>(source: ListSource<Row>, definition: ListDefinition, params: ListParams): Promise<ListPage<Row>> {
  const [from, to] = pageRange(params.page, params.pageSize);
  return fetchRange(source, definition, params, from, to);
}

/** Every row `selection` matches, read in batches: what 'Export CSV' writes. */
export function fetchListRows<Row>(source: ListSource<Row>, definition: ListDefinition, selection: ListSelection): Promise<Row[]> {
  return fetchAllPages((from, to) => fetchRange(source, definition, selection, from, to));
}
