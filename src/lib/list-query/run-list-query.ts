import { pastTheEnd } from './errors';
import { keysetColumn, keyOf, walkFilter, walkFromNeighbours, type ListWalk, type NeighbourPages } from './keyset';
import { EXACT_COUNT_LIMIT, EXPORT_BATCH_SIZE, pageRange } from './paging';
import { buildSearchFilter } from './search';
import type { CountStrategy, ListBatch, ListDefinition, ListFilter, ListPage, ListParams, ListSort } from './types';

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
  lte(column: string, value: string): this;
  lt(column: string, value: string): this;
  or(filters: string): this;
  order(column: string, options: { ascending: boolean }): this;
  range(from: number, to: number): this;
}

/**
 * A table's select, handed over by its feature's api/ file, e.g.
 * `(count) => supabase.from('Contacts').select('*', { count })`: the list layer picks the count, or
 * none (`undefined`) when it knows the total already.
 */
export type ListSource<Row> = (count: CountStrategy | undefined) => ListQuery<Row>;

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

/** The filtered, searched select of `selection`, counted as asked. */
function selectMatching<Row>(source: ListSource<Row>, definition: ListDefinition, selection: ListSelection, count: CountStrategy | undefined): ListQuery<Row> {
  const search = buildSearchFilter(selection.search, definition.searchColumns);
  let query = source(count);
  for (const filter of selection.filters ?? []) query = applyFilter(query, filter);
  return search ? query.or(search) : query;
}

/** A total as the screens show it: estimated counts above the exact limit are 'about'. */
function counted(strategy: CountStrategy, total: number): Pick<ListPage<never>, 'total' | 'approximate'> {
  const approximate = strategy === 'planned' || (strategy === 'estimated' && total > EXACT_COUNT_LIMIT);
  return approximate ? { total, approximate } : { total };
}

/** Rows `from` to `to` (inclusive offsets) of what `selection` matches, with their count. */
async function fetchRange<Row>(source: ListSource<Row>, definition: ListDefinition, selection: ListSelection, from: number, to: number): Promise<ListPage<Row>> {
  const strategy = definition.count ?? 'estimated';
  const query = selectMatching(source, definition, selection, strategy);
  const { data, error, count } = await applySort(query, effectiveSort(definition, selection.sort)).range(from, to);
  if (error) {
    const empty = pastTheEnd(error);
    if (empty) return empty;
    throw error;
  }
  return { rows: data ?? [], ...counted(strategy, count ?? 0) };
}

/** Up to `limit` rows on one side of a known row (`walk`), in the list's order; no count. */
async function fetchWalk<Row>(source: ListSource<Row>, definition: ListDefinition, selection: ListSelection, column: string, walk: ListWalk, limit: number): Promise<Row[]> {
  const sort = effectiveSort(definition, selection.sort);
  const { bound, or, readDirection, reversed } = walkFilter(column, sort.direction, walk);
  const matching = selectMatching(source, definition, selection, undefined);
  const query = (bound.op === 'lte' ? matching.lte(bound.column, bound.value) : matching.gte(bound.column, bound.value)).or(or);
  const { data, error } = await applySort(query, { column, direction: readDirection }).range(0, limit - 1);
  if (error) throw error;
  const rows = data ?? [];
  return reversed ? rows.reverse() : rows;
}

/**
 * One page of a list: filtered, searched, sorted and counted as `definition` and `params` say. When a
 * neighbouring page is known (the screen's cache: Next and Previous), the page is read by key from it
 * and keeps its total; otherwise by offset, with a count.
 */
export async function fetchListPage<Row>(source: ListSource<Row>, definition: ListDefinition, params: ListParams, neighbours: NeighbourPages<Row> = {}): Promise<ListPage<Row>> {
  const column = keysetColumn(definition, effectiveSort(definition, params.sort));
  const known = column ? walkFromNeighbours(column, params.pageSize, neighbours) : null;
  if (column && known) {
    const rows = await fetchWalk(source, definition, params, column, known.walk, params.pageSize);
    return { ...known.from, rows };
  }
  const [from, to] = pageRange(params.page, params.pageSize);
  return fetchRange(source, definition, params, from, to);
}

/**
 * Every row `selection` matches, batch by batch as they arrive: what 'Export CSV' writes. The first
 * batch brings the count (for the progress line); each next one starts after the last row read, by
 * key, so a million rows cost a thousand equal index reads. A sort that cannot walk by key reads by
 * offset. It ends at the first empty batch, so a server answering fewer rows than asked loses none.
 */
export async function* walkListRows<Row>(source: ListSource<Row>, definition: ListDefinition, selection: ListSelection, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<ListBatch<Row>> {
  const column = keysetColumn(definition, effectiveSort(definition, selection.sort));
  const first = await fetchRange(source, definition, selection, 0, batchSize - 1);
  const { total } = first;
  const approximate = first.approximate ?? false;
  let rows = first.rows;
  let read = 0;
  while (rows.length > 0) {
    read += rows.length;
    yield { rows, read, total, approximate };
    const last = rows[rows.length - 1];
    rows = column
      ? await fetchWalk(source, definition, selection, column, { after: keyOf(last, column) }, batchSize)
      : (await fetchRange(source, definition, selection, read, read + batchSize - 1)).rows;
  }
}

/** Every row `selection` matches, in one array (for small lists and tests; exports stream `walkListRows`). */
export async function fetchListRows<Row>(source: ListSource<Row>, definition: ListDefinition, selection: ListSelection): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const batch of walkListRows(source, definition, selection)) rows.push(...batch.rows);
  return rows;
}
