/**
 * Walking a list by key instead of by offset (docs/decisions/032-keyset-paging-and-export.md): the
 * page after a known row is "the next `pageSize` rows past its (sort value, id)", an index range read
 * that costs the same on page 2 and page 40,000, where an offset makes the database step over every
 * earlier row.
 */
import { quoted } from './search';
import type { ListDefinition, ListPage, ListSort } from './types';

/** A row's place in its list: the sort column's value and the id that breaks ties. */
export type ListKey = { value: string; id: string };

/** Which side of a known row to read: the rows after it in the list's order, or the ones before it. */
export type ListWalk = { after: ListKey } | { before: ListKey };

/** The pages beside the one asked for, as the screen already has them (from its cache). */
export type NeighbourPages<Row> = { previous?: ListPage<Row>; next?: ListPage<Row> };

/**
 * The column a list can walk by key: its default sort's, when the list runs sorted by it. That column
 * must be `not null` (every list sorts by `created_at` by default), or rows without it would be skipped.
 * Null for any other sort (e.g. the inbox by name): those pages go by offset.
 */
export function keysetColumn(definition: ListDefinition, sort: ListSort): string | null {
  return sort.column === definition.defaultSort.column ? sort.column : null;
}

/** The key of `row` in a list walked by `column`. */
export function keyOf(row: unknown, column: string): ListKey {
  const fields = row as Record<string, unknown>;
  return { value: String(fields[column]), id: String(fields.id) };
}

/**
 * How to read page `page` from its neighbours: after the last row of a full previous page (Next), or
 * before the first row of the following page (Previous). Null when neither is known (a page opened
 * from the address, or after a new search): then the page is read by offset.
 */
export function walkFromNeighbours<Row>(column: string, pageSize: number, neighbours: NeighbourPages<Row>): { walk: ListWalk; from: ListPage<Row> } | null {
  const { previous, next } = neighbours;
  const lastOfPrevious = previous && previous.rows.length === pageSize ? previous.rows[pageSize - 1] : undefined;
  if (previous && lastOfPrevious !== undefined) return { walk: { after: keyOf(lastOfPrevious, column) }, from: previous };
  const firstOfNext = next?.rows[0];
  if (next && firstOfNext !== undefined) return { walk: { before: keyOf(firstOfNext, column) }, from: next };
  return null;
}

/**
 * The filters that keep the rows past `walk` when the list is sorted by `column` in `direction`, and
 * the direction to read them in (rows before a key are read in reverse, nearest first, and put back
 * in order afterwards). `bound` repeats the column's half of the condition on its own, because
 * PostgREST cannot send a row comparison and the planner starts an index range only from a plain
 * `column <= value`, not from the `or`.
 */
export function walkFilter(column: string, direction: ListSort['direction'], walk: ListWalk) {
  const forward = 'after' in walk;
  const key = forward ? walk.after : walk.before;
  const below = (direction === 'desc') === forward;
  const op = below ? 'lt' : 'gt';
  const [name, value] = [quoted(column), quoted(key.value)];
  return {
    bound: { op: below ? ('lte' as const) : ('gte' as const), column, value: key.value },
    or: `${name}.${op}.${value},and(${name}.eq.${value},"id".${op}.${quoted(key.id)})`,
    readDirection: forward ? direction : direction === 'desc' ? ('asc' as const) : ('desc' as const),
    reversed: !forward,
  };
}
