import type { IncomingMessage } from 'node:http';
import type { StorageDeps } from './endpoint.ts';
import type { Reply } from './http.ts';
import type { ObjectRow } from './objects-db.ts';

/** An object's bytes with the headers hosted sends (type, length, caching, validators). */
export async function objectReply(req: IncomingMessage, deps: StorageDeps, row: ObjectRow, query: URLSearchParams): Promise<Reply> {
  const { metadata } = row;
  const headers: Record<string, string> = {
    'Content-Type': metadata.mimetype,
    'Cache-Control': metadata.cacheControl,
    ETag: metadata.eTag,
    'Last-Modified': new Date(metadata.lastModified).toUTCString(),
    'Content-Length': String(metadata.size),
    // A public bucket must never have its bytes read as anything but the type they were stored with.
    'X-Content-Type-Options': 'nosniff',
  };
  if (query.has('download')) {
    const name = query.get('download') || row.name.slice(row.name.lastIndexOf('/') + 1);
    headers['Content-Disposition'] = `attachment; filename=${encodeURIComponent(name)}`;
  }
  if (req.headers['if-none-match'] === metadata.eTag) {
    delete headers['Content-Length'];
    return { status: 304, bytes: null, headers };
  }
  return { status: 200, bytes: req.method === 'HEAD' ? null : await deps.files.read(row.version), headers };
}
