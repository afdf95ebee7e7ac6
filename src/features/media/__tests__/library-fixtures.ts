import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';

/** A row of `media_objects()`, as PostgREST answers it. */
export type ObjectRow = { name: string; size: number; mimetype: string; created_at: string; original_name: string | null };
/** A row of `media_uses()`. */
export type UseRow = { url: string; table_name: string; image_column: string; row_id: string; title: string; visible: boolean };

export const objectUrl = (name: string) => `/storage/v1/object/public/media/${name}`;

export function objectRow(name: string, originalName: string | null, createdAt = '2026-11-20T10:00:00Z'): ObjectRow {
  return { name, size: 250_000, mimetype: 'image/jpeg', created_at: createdAt, original_name: originalName };
}

export function mediaUseRow(name: string, table_name: string, image_column: string, title: string, visible: boolean): UseRow {
  return { url: objectUrl(name), table_name, image_column, row_id: crypto.randomUUID(), title, visible };
}

/**
 * Answers the library's two reads from `state` (change it and the next read sees it), and records deletes; a
 * delete answers as Storage does: the removed objects, or none when the policies refuse.
 */
export function serveLibrary(state: { objects: ObjectRow[]; uses: UseRow[] }, { refuseDelete = false } = {}) {
  const deleted: string[][] = [];
  server.use(
    http.post(`${testOrigin}/rest/v1/rpc/media_objects`, () => HttpResponse.json(state.objects)),
    http.post(`${testOrigin}/rest/v1/rpc/media_uses`, () => HttpResponse.json(state.uses)),
    http.delete(`${testOrigin}/storage/v1/object/media`, async ({ request }) => {
      const { prefixes } = (await request.json()) as { prefixes: string[] };
      deleted.push(prefixes);
      if (refuseDelete) return HttpResponse.json([]);
      state.objects = state.objects.filter((object) => !prefixes.includes(object.name));
      return HttpResponse.json(prefixes.map((name) => ({ name, bucket_id: 'media' })));
    }),
  );
  return { deleted };
}
