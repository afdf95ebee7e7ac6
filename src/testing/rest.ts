import { http, HttpResponse } from 'msw';

/** The origin the app's Supabase client uses under jsdom (window.location.origin). */
export const testOrigin = 'http://localhost:3000';

/** A PostgREST endpoint for `table` answering `rows` (or an error with `status`). */
export function restGet(table: string, rows: unknown[] | { message: string; code?: string }, status = 200) {
  return http.get(`${testOrigin}/rest/v1/${encodeURIComponent(table)}`, () =>
    HttpResponse.json(rows, { status }),
  );
}

export function restPost(table: string, reply: unknown = null, status = 201) {
  return http.post(`${testOrigin}/rest/v1/${encodeURIComponent(table)}`, () =>
    reply === null ? new HttpResponse(null, { status }) : HttpResponse.json(reply, { status }),
  );
}
