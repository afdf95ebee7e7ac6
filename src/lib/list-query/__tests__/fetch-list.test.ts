import { fetchListPage, fetchListRows, type ListQuery } from '../run-list-query';
import type { CountStrategy, ListDefinition } from '../types';

type Row = { id: string };
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
  const counts: CountStrategy[] = [];
  const source = (count: CountStrategy) => {
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
  it('searches, orders newest first with the id as tie-break, ranges and counts exactly by default', async () => {
    const { source, calls, counts } = fakeSource({ data: [{ id: 'a' }], error: null, count: 41 });
    await expect(fetchListPage(source, definition, { search: 'ann', page: 2, pageSize: 25 })).resolves.toEqual({ rows: [{ id: 'a' }], total: 41 });
    expect(calls).toEqual(['or("email".ilike."*ann*")', 'order(created_at,false)', 'order(id,false)', 'range(25,49)']);
    expect(counts).toEqual(['exact']);
  });

  it('skips the filter for an empty search', async () => {
    const { source, calls } = fakeSource({ data: [], error: null, count: 0 });
    await fetchListPage(source, definition, { search: ' ', page: 1, pageSize: 25 });
    expect(calls[0]).toBe('order(created_at,false)');
  });

  it('asks for the count strategy the definition names', async () => {
    const { source, counts } = fakeSource({ data: [], error: null, count: 0 });
    await fetchListPage(source, { ...definition, count: 'estimated' }, { search: '', page: 1, pageSize: 25 });
    expect(counts).toEqual(['estimated']);
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

describe('fetchListRows', () => {
  it('reads every matching row in export-sized batches with the same filters and sort', async () => {
    const table = Array.from({ length: 1500 }, (_, index) => ({ id: String(index) }));
    const { source, calls } = fakeSource((from, to) => ({ data: table.slice(from, to + 1), error: null, count: table.length }));
    const rows = await fetchListRows(source, definition, { search: '', filters: [{ column: 'status', op: 'eq', value: 'new' }] });
    expect(rows).toHaveLength(1500);
    expect(calls.filter((call) => call.startsWith('range'))).toEqual(['range(0,999)', 'range(1000,1999)']);
    expect(calls.filter((call) => call.startsWith('eq'))).toHaveLength(2);
  });
});
