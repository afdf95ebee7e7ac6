import { http, HttpResponse } from 'msw';
import { testOrigin } from '@/testing/rest';

/**
 * msw handlers for a lead table as PostgREST serves it to the data table: GET honours
 * offset/limit and answers the exact count in Content-Range; DELETE ?id=eq.X removes the row and
 * returns it. Every GET's URL is recorded so tests can check the filters and range asked for.
 */
export function pagedTable<Row extends { id: string }>(table: string, initialRows: Row[]) {
  const rows = [...initialRows];
  const gets: URL[] = [];
  const deletes: string[] = [];
  const url = `${testOrigin}/rest/v1/${encodeURIComponent(table)}`;
  const handlers = [
    http.get(url, ({ request }) => {
      const address = new URL(request.url);
      gets.push(address);
      const offset = Number(address.searchParams.get('offset') ?? 0);
      const limit = Number(address.searchParams.get('limit') ?? rows.length);
      const page = rows.slice(offset, offset + limit);
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
