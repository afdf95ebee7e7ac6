import { asCaller, callerOf } from './caller.ts';
import type { Endpoint, StorageCall } from './endpoint.ts';
import { ERRORS } from './errors.ts';
import { readJson, type Reply } from './http.ts';
import { objectsUnder, type ObjectRow } from './objects-db.ts';

/**
 * POST /object/list-v2/{bucket} (storage-js listV2; hosted's listObjectsV2): the objects the caller can see
 * whose names start with `prefix` (a string prefix, not a folder), flat, or with `with_delimiter` one level
 * below the prefix with the folders apart; sorted by name, created_at or updated_at; `limit` (at most 1000)
 * per page, continued with `cursor`, hosted's base64 continuation token. Names are full keys, as hosted's.
 * Sorting by a date with the delimiter puts folders before the objects (after them descending).
 */

type Column = 'name' | 'created_at' | 'updated_at';
type Cursor = { startAfter: string; sortOrder?: string; sortColumn?: string; sortColumnAfter?: string };
type Entry = { name: string; at: string; row: ObjectRow | null };

const COLUMNS: readonly string[] = ['name', 'created_at', 'updated_at'];
const MAX_KEYS = 1000;
const CURSOR_PARTS = { l: 'startAfter', o: 'sortOrder', c: 'sortColumn', a: 'sortColumnAfter' } as const;

function encodeCursor(cursor: Cursor): string {
  const lines = Object.entries(CURSOR_PARTS).flatMap(([part, field]) => (cursor[field] ? [`${part}:${cursor[field]}`] : []));
  return Buffer.from(lines.join('\n')).toString('base64');
}

function decodeCursor(token: string): Cursor {
  const cursor: Cursor = { startAfter: '', sortOrder: 'asc' };
  for (const line of Buffer.from(token, 'base64').toString().split('\n')) {
    const match = /^(\S):(.*)/.exec(line);
    const field = match ? CURSOR_PARTS[match[1] as keyof typeof CURSOR_PARTS] : undefined;
    if (!match || !field) throw ERRORS.invalidParameter('continuation token');
    cursor[field] = match[2] as string;
  }
  return cursor;
}

/** The body as hosted's schema admits it (its messages are ajv's). */
function listOptions(body: Record<string, unknown>) {
  const { prefix = '', limit = MAX_KEYS, cursor, with_delimiter: delimited = false, sortBy = {} } = body;
  if (typeof prefix !== 'string') throw ERRORS.invalidRequest('body/prefix must be string');
  if (!Number.isInteger(limit) || (limit as number) < 1) throw ERRORS.invalidRequest('body/limit must be integer >= 1');
  if (cursor !== undefined && typeof cursor !== 'string') throw ERRORS.invalidRequest('body/cursor must be string');
  if (typeof delimited !== 'boolean') throw ERRORS.invalidRequest('body/with_delimiter must be boolean');
  const { column = 'name', order = 'asc' } = sortBy as { column?: unknown; order?: unknown };
  if (typeof column !== 'string' || !COLUMNS.includes(column)) throw ERRORS.invalidRequest('body/sortBy/column must be equal to one of the allowed values');
  if (order !== 'asc' && order !== 'desc') throw ERRORS.invalidRequest('body/sortBy/order must be equal to one of the allowed values');
  return { prefix, limit: Math.min(limit as number, MAX_KEYS), cursor: cursor ? decodeCursor(cursor) : undefined, delimited, column, order };
}

const sortValue = (row: ObjectRow, column: string) => (column === 'name' ? '' : (row[column as Column] as Date).toISOString());

/** With the delimiter: objects directly under the prefix, and each deeper name once as its folder (`prefix…/`). */
function entriesOf(rows: ObjectRow[], prefix: string, delimited: boolean, column: string): Entry[] {
  const entries: Entry[] = [];
  const folders = new Set<string>();
  for (const row of rows) {
    const slash = delimited ? row.name.indexOf('/', prefix.length) : -1;
    if (slash === -1) {
      entries.push({ name: row.name, at: sortValue(row, column), row });
      continue;
    }
    const folder = row.name.slice(0, slash + 1);
    if (!folders.has(folder)) entries.push({ name: folder, at: '', row: null });
    folders.add(folder);
  }
  return entries;
}

const compare = (a: { at: string; name: string }, b: { at: string; name: string }) =>
  a.at < b.at ? -1 : a.at > b.at ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

function objectJson({ row, name }: Entry, prefix: string, delimited: boolean) {
  const { id, metadata, updated_at, created_at, last_accessed_at } = row as ObjectRow;
  // search_v2's key: the name's segment at the prefix's level.
  const key = delimited ? { key: name.split('/')[prefix.split('/').length - 1] } : {};
  return { id, name, ...key, metadata, updated_at, created_at, last_accessed_at };
}

async function listV2({ req, params, deps }: StorageCall): Promise<Reply> {
  const bucket = decodeURIComponent(params[0] as string);
  const { prefix, limit, cursor, delimited, ...sort } = listOptions(await readJson(req));
  const column = cursor?.sortColumn ?? sort.column;
  const direction = (cursor?.sortOrder ?? sort.order) === 'desc' ? -1 : 1;
  const rows = await asCaller(deps.pool, callerOf(req, deps.jwtSecret), (db) => objectsUnder(db, bucket, prefix));
  const after = cursor && { name: cursor.startAfter, at: cursor.sortColumnAfter ?? '' };
  const entries = entriesOf(rows, prefix, delimited, column)
    .sort((a, b) => compare(a, b) * direction)
    .filter((entry) => !after || compare(entry, after) * direction > 0);
  const page = entries.slice(0, limit);
  const last = page.at(-1);
  const hasNext = entries.length > limit && last !== undefined;
  return {
    status: 200,
    json: {
      hasNext,
      ...(hasNext && {
        nextCursor: encodeCursor({ startAfter: last.name, sortOrder: direction === -1 ? 'desc' : 'asc', sortColumn: column, sortColumnAfter: last.at }),
        nextCursorKey: last.name,
      }),
      folders: page.filter((entry) => !entry.row).map(({ name }) => ({ id: null, name, bucket_id: bucket })),
      objects: page.filter((entry) => entry.row).map((entry) => objectJson(entry, prefix, delimited)),
    },
  };
}

export const LIST_V2_ENDPOINTS: Endpoint[] = [{ method: 'POST', path: /^\/object\/list-v2\/([^/]+)$/, handle: listV2 }];
