import { http, HttpResponse } from 'msw';
import { testOrigin } from '@/testing/rest';

/**
 * The rows a GET asks for, from `rows` in the list's own order (newest first): by offset/limit, or by key
 * after/before the row its `or=(…,"id".lt."X")` names (Next and Previous, docs/decisions/032).
 */
function requested<Row extends { id: string }>(rows: Row[], address: URL): Row[] {
  const offset = Number(address.searchParams.get('offset') ?? 0);
  const limit = Number(address.searchParams.get('limit') ?? rows.length);
  const key = address.searchParams
    .getAll('or')
    .map((tree) => /"id"\.(lt|gt)\."([^"]+)"/.exec(tree))
    .find((match) => match !== null);
  if (!key) return rows.slice(offset, offset + limit);
  const anchor = rows.findIndex((row) => row.id === key[2]);
  // Before a row: read nearest first (reversed), as the database answers the reversed order.
  return key[1] === 'lt' ? rows.slice(anchor + 1, anchor + 1 + limit) : rows.slice(Math.max(0, anchor - limit), anchor).reverse();
}

/**
 * msw handlers for a lead table as PostgREST serves it to the data table: GET (on the list's view,
 * `readFrom`) honours offset/limit and Next/Previous by key and answers the exact count in
 * Content-Range; DELETE ?id=eq.X (on the table) removes the row and returns it. Every GET's URL is
 * recorded so tests can check the filters and range asked for.
 */
export function pagedTable<Row extends { id: string }>(table: string, initialRows: Row[], readFrom = table) {
  const rows = [...initialRows];
  const gets: URL[] = [];
  const deletes: string[] = [];
  const url = `${testOrigin}/rest/v1/${encodeURIComponent(table)}`;
  const handlers = [
    http.get(`${testOrigin}/rest/v1/${encodeURIComponent(readFrom)}`, ({ request }) => {
      const address = new URL(request.url);
      gets.push(address);
      const offset = Number(address.searchParams.get('offset') ?? 0);
      const page = requested(rows, address);
      const range = page.length > 0 ? `${offset}-${offset + page.length - 1}` : '*';
      return HttpResponse.json(page, { headers: { 'Content-Range': `${range}/${rows.length}` } });
    }),
    http.delete(url, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id')?.replace(/^eq\./, '') ?? '';
      deletes.push(id);
      const index = rows.findIndex((row) => row.id === id);
      if (index < 0) return HttpResponse.json([]);
      const [removed] = rows.splice(index, 1);
      return HttpResponse.json([{ id: removed.id }]);
    }),
  ];
  return { handlers, rows, gets, deletes };
}
