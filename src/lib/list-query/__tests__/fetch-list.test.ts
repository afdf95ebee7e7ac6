import { fetchListPage, fetchListRows, walkListRows, type ListQuery } from '../run-list-query';
import type { CountStrategy, ListDefinition } from '../types';

type Row = { id: string; created_at?: string };
type Answer = { data: Row[] | null; error: unknown; count: number | null };

/** A stand-in for a supabase-js select that records the chain and the count asked for. */
function fakeSource(answer: Answer | ((from: number, to: number) => Answer)) {
  const calls: string[] = [];
  let range: [number, number] = [0, 0];
  const query: ListQuery<Row> = {
    eq(column, value) {
      calls.push(`eq(${column},${String(value)})`);
      return this;
    },
    in(column, values) {
      calls.push(`in(${column},${values.join('|')})`);
      return this;
    },
    gte(column, value) {
      calls.push(`gte(${column},${value})`);
      return this;
    },
    lte(column, value) {
      calls.push(`lte(${column},${value})`);
      return this;
    },
    lt(column, value) {
      calls.push(`lt(${column},${value})`);
      return this;
    },
    or(filters) {
      calls.push(`or(${filters})`);
      return this;
    },
    order(column, { ascending }) {
      calls.push(`order(${column},${ascending})`);
      return this;
    },
    range(from, to) {
      calls.push(`range(${from},${to})`);
      range = [from, to];
      return this;
    },
    then(onfulfilled, onrejected) {
      return Promise.resolve(typeof answer === 'function' ? answer(...range) : answer).then(onfulfilled, onrejected);
    },
  };
  const counts: (CountStrategy | undefined)[] = [];
  const source = (count: CountStrategy | undefined) => {
    counts.push(count);
    return query;
  };
  return { source, calls, counts };
}

const definition: ListDefinition = {
  searchColumns: [{ column: 'email', kind: 'text' }],
  defaultSort: { column: 'created_at', direction: 'desc' },
  sortColumns: ['name'],
};

describe('fetchListPage', () => {
  it('searches, orders newest first with the id as tie-break, ranges and counts estimated by default', async () => {
    const { source, calls, counts } = fakeSource({ data: [{ id: 'a' }], error: null, count: 41 });
    await expect(fetchListPage(source, definition, { search: 'ann', page: 2, pageSize: 25 })).resolves.toEqual({ rows: [{ id: 'a' }], total: 41 });
    expect(calls).toEqual(['or("email".ilike."*ann*")', 'order(created_at,false)', 'order(id,false)', 'range(25,49)']);
    expect(counts).toEqual(['estimated']);
  });

  it('marks a total above the exact limit as approximate (the planner\'s estimate), and one at the limit as exact', async () => {
    const above = fakeSource({ data: [], error: null, count: 10_001 });
    await expect(fetchListPage(above.source, definition, { search: '', page: 1, pageSize: 25 })).resolves.toEqual({ rows: [], total: 10_001, approximate: true });
    const at = fakeSource({ data: [], error: null, count: 10_000 });
    await expect(fetchListPage(at.source, definition, { search: '', page: 1, pageSize: 25 })).resolves.toEqual({ rows: [], total: 10_000 });
  });

  it('skips the filter for an empty search', async () => {
    const { source, calls } = fakeSource({ data: [], error: null, count: 0 });
    await fetchListPage(source, definition, { search: ' ', page: 1, pageSize: 25 });
    expect(calls[0]).toBe('order(created_at,false)');
  });

  it('asks for the count strategy the definition names', async () => {
    const { source, counts } = fakeSource({ data: [], error: null, count: 0 });
    await fetchListPage(source, { ...definition, count: 'exact' }, { search: '', page: 1, pageSize: 25 });
    expect(counts).toEqual(['exact']);
  });

  it('applies equality, one-of and date-range filters before the search', async () => {
    const { source, calls } = fakeSource({ data: [], error: null, count: 0 });
    await fetchListPage(source, definition, {
      search: 'ann',
      filters: [
        { column: 'status', op: 'eq', value: 'new' },
        { column: 'source', op: 'in', values: ['popup', 'footer'] },
        { column: 'created_at', op: 'date-range', from: '2025-10-01', before: '2025-11-01' },
        { column: 'updated_at', op: 'date-range', before: '2025-01-01' },
      ],
      page: 1,
      pageSize: 10,
    });
    expect(calls.slice(0, 6)).toEqual([
      'eq(status,new)',
      'in(source,popup|footer)',
      'gte(created_at,2025-10-01)',
      'lt(created_at,2025-11-01)',
      'lt(updated_at,2025-01-01)',
      'or("email".ilike."*ann*")',
    ]);
  });

  it('sorts by an allowed column in either direction, keeping the id tie-break in the same direction', async () => {
    const { source, calls } = fakeSource({ data: [], error: null, count: 0 });
    await fetchListPage(source, definition, { search: '', sort: { column: 'name', direction: 'asc' }, page: 1, pageSize: 25 });
    expect(calls).toEqual(['order(name,true)', 'order(id,true)', 'range(0,24)']);
  });

  it('falls back to the default sort for a column the definition does not allow (an edited address)', async () => {
    const { source, calls } = fakeSource({ data: [], error: null, count: 0 });
    await fetchListPage(source, definition, { search: '', sort: { column: 'message', direction: 'asc' }, page: 1, pageSize: 25 });
    expect(calls.slice(0, 2)).toEqual(['order(created_at,false)', 'order(id,false)']);
  });

  it('reads an offset past the end (PGRST103) as an empty page with the real total', async () => {
    const error = { code: 'PGRST103', message: 'Requested range not satisfiable', details: 'An offset of 50 was requested, but there are only 2 rows.' };
    const { source } = fakeSource({ data: null, error, count: null });
    await expect(fetchListPage(source, definition, { search: '', page: 3, pageSize: 25 })).resolves.toEqual({ rows: [], total: 2 });
  });

  it('rejects with any other error', async () => {
    const error = { code: '42501', message: 'permission denied' };
    const { source } = fakeSource({ data: null, error, count: null });
    await expect(fetchListPage(source, definition, { search: '', page: 1, pageSize: 25 })).rejects.toBe(error);
  });
});

describe('fetchListPage by key (docs/decisions/032)', () => {
  const page = (ids: string[]) => ({ rows: ids.map((id) => ({ id, created_at: `2026-11-0${id}T10:00:00.123456+00:00` })), total: 5_000_000, approximate: true });

  it('reads Next after the last row of the full previous page, uncounted, keeping its total', async () => {
    const { source, calls, counts } = fakeSource({ data: [{ id: '3' }], error: null, count: null });
    const result = await fetchListPage(source, definition, { search: 'ann', page: 3, pageSize: 2 }, { previous: page(['5', '4']) });
    expect(result).toEqual({ rows: [{ id: '3' }], total: 5_000_000, approximate: true });
    expect(counts).toEqual([undefined]);
    expect(calls).toEqual([
      'or("email".ilike."*ann*")',
      'lte(created_at,2026-11-04T10:00:00.123456+00:00)',
      'or("created_at".lt."2026-11-04T10:00:00.123456+00:00",and("created_at".eq."2026-11-04T10:00:00.123456+00:00","id".lt."4"))',
      'order(created_at,false)',
      'order(id,false)',
      'range(0,1)',
    ]);
  });

  it('reads Previous before the first row of the next page in reverse, then puts the rows back in order', async () => {
    const { source, calls } = fakeSource({ data: [{ id: '4' }, { id: '5' }], error: null, count: null });
    const result = await fetchListPage(source, definition, { search: '', page: 1, pageSize: 2 }, { next: page(['3', '2']) });
    expect(result.rows).toEqual([{ id: '5' }, { id: '4' }]);
    expect(calls).toEqual([
      'gte(created_at,2026-11-03T10:00:00.123456+00:00)',
      'or("created_at".gt."2026-11-03T10:00:00.123456+00:00",and("created_at".eq."2026-11-03T10:00:00.123456+00:00","id".gt."3"))',
      'order(created_at,true)',
      'order(id,true)',
      'range(0,1)',
    ]);
  });

  it('goes by offset when the previous page is short or the sort is not the default column', async () => {
    const short = fakeSource({ data: [], error: null, count: 0 });
    await fetchListPage(short.source, definition, { search: '', page: 2, pageSize: 2 }, { previous: page(['5']) });
    expect(short.calls).toContain('range(2,3)');
    const byName = fakeSource({ data: [], error: null, count: 0 });
    await fetchListPage(byName.source, definition, { search: '', sort: { column: 'name', direction: 'asc' }, page: 2, pageSize: 2 }, { previous: page(['5', '4']) });
    expect(byName.calls).toEqual(['order(name,true)', 'order(id,true)', 'range(2,3)']);
  });
});

describe('walkListRows and fetchListRows', () => {
  const table = Array.from({ length: 7 }, (_, index) => ({ id: String(9 - index), created_at: `2026-11-0${9 - index}` }));
  /** Answers the walk as a database would: rows after the key in the `lte` bound, newest first, at most `cap` per answer. */
  function walkingSource(cap: number) {
    let bound = '';
    const fake = fakeSource((from, to) => {
      const rest = bound ? table.filter((row) => (row.created_at ?? '') < bound) : table;
      return { data: rest.slice(from, Math.min(to + 1, from + cap)), error: null, count: table.length };
    });
    const query = fake.source(undefined);
    fake.counts.length = 0;
    const lte = query.lte.bind(query);
    query.lte = (column, value) => {
      bound = value;
      return lte(column, value);
    };
    return fake;
  }

  it('reads the first batch by offset with its count, then each next batch after the last row read, until an empty batch', async () => {
    const { source, calls, counts } = walkingSource(100);
    const batches = [];
    for await (const batch of walkListRows(source, definition, { search: '' }, 3)) batches.push(batch);
    expect(batches.map((batch) => batch.rows.map((row) => row.id))).toEqual([['9', '8', '7'], ['6', '5', '4'], ['3']]);
    expect(batches.map((batch) => batch.read)).toEqual([3, 6, 7]);
    expect(counts).toEqual(['estimated', undefined, undefined, undefined]);
    expect(calls.filter((call) => call.startsWith('lte'))).toEqual(['lte(created_at,2026-11-07)', 'lte(created_at,2026-11-04)', 'lte(created_at,2026-11-03)']);
  });

  it('still reads every row from a server that answers fewer rows than asked', async () => {
    const { source } = walkingSource(2);
    const rows = await fetchListRows(source, definition, { search: '' });
    expect(rows.map((row) => row.id)).toEqual(['9', '8', '7', '6', '5', '4', '3']);
  });

  it('walks a sort that has no key by offset, with the same filters', async () => {
    const names = Array.from({ length: 5 }, (_, index) => ({ id: String(index) }));
    const { source, calls } = fakeSource((from, to) => ({ data: names.slice(from, to + 1), error: null, count: names.length }));
    const rows = await fetchListRows(source, definition, { search: '', sort: { column: 'name', direction: 'asc' }, filters: [{ column: 'status', op: 'eq', value: 'new' }] });
    expect(rows).toEqual(names);
    expect(calls.filter((call) => call.startsWith('range'))).toEqual(['range(0,4999)', 'range(5,5004)']);
    expect(calls.filter((call) => call.startsWith('eq'))).toHaveLength(2);
  });
});
