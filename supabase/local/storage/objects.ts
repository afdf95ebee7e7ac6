import { asCaller, callerOf, ownerOf } from './caller.ts';
import type { Endpoint, StorageCall, StorageDeps } from './endpoint.ts';
import { ERRORS } from './errors.ts';
import { readJson, type Reply } from './http.ts';
import { bucketAndKey, keyField } from './keys.ts';
import { deleteObjects, findBucket, findObject, objectsUnder, renameObject, writeObject, type ObjectRow } from './objects-db.ts';
import { parseTransform } from './render.ts';
import { objectReply } from './serve.ts';

/** Downloads, info, list, move, copy and remove, as storage-js calls them (supabase/storage src/http/routes/object). */

/**
 * The object the request names: in a public bucket as the service ('public'), as the service for a
 * verified signed URL ('service'), otherwise as the caller under the policies ('caller').
 */
export async function requestedObject({ req, params, deps }: StorageCall, access: 'public' | 'service' | 'caller'): Promise<ObjectRow> {
  const { bucket, key } = bucketAndKey(params[0] as string);
  if (access !== 'caller') {
    await findBucket(deps.pool, bucket, access === 'public');
    return findObject(deps.pool, bucket, key);
  }
  return asCaller(deps.pool, callerOf(req, deps.jwtSecret), (db) => findObject(db, bucket, key));
}

const download = (access: 'public' | 'caller') => async (call: StorageCall) => objectReply(call.req, call.deps, await requestedObject(call, access), call.query);

const render = (access: 'public' | 'caller') => async (call: StorageCall) =>
  call.deps.renderer.render(call.req, await requestedObject(call, access), parseTransform(call.query));

async function info(call: StorageCall): Promise<Reply> {
  const row = await requestedObject(call, 'caller');
  return {
    status: 200,
    json: {
      id: row.id,
      name: row.name,
      version: row.version,
      bucket_id: row.bucket_id,
      size: row.metadata.size,
      content_type: row.metadata.mimetype,
      cache_control: row.metadata.cacheControl,
      etag: row.metadata.eTag,
      // As hosted's InfoRenderer: the row's updated_at, and the user's metadata as stored (null when none).
      last_modified: row.updated_at,
      created_at: row.created_at,
      metadata: row.user_metadata,
    },
  };
}

type ListEntry = { name: string; id: string | null; updated_at: Date | null; created_at: Date | null; last_accessed_at: Date | null; metadata: unknown };

/** Files directly under the prefix and the folders below it, like hosted's storage.search(). */
function entriesAt(rows: ObjectRow[], prefix: string): ListEntry[] {
  const folders = new Set<string>();
  const entries: ListEntry[] = [];
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash === -1) {
      entries.push({ name: rest, id: row.id, updated_at: row.updated_at, created_at: row.created_at, last_accessed_at: row.last_accessed_at, metadata: row.metadata });
    } else if (!folders.has(rest.slice(0, slash))) {
      folders.add(rest.slice(0, slash));
      entries.push({ name: rest.slice(0, slash), id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    }
  }
  return entries;
}

const SORT_COLUMNS = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);

function compareBy(column: string, descending: boolean) {
  const key = SORT_COLUMNS.has(column) ? (column as keyof ListEntry) : 'name';
  return (a: ListEntry, b: ListEntry) => {
    const [x, y] = [a[key], b[key]].map((value) => (value instanceof Date ? value.toISOString() : String(value ?? '')));
    return ((x as string) < (y as string) ? -1 : (x as string) > (y as string) ? 1 : 0) * (descending ? -1 : 1);
  };
}

async function list({ req, params, deps }: StorageCall): Promise<Reply> {
  const bucket = decodeURIComponent(params[0] as string);
  const body = await readJson(req);
  const folder = String(body.prefix ?? '').replace(/^\/+|\/+$/g, '');
  const prefix = folder ? `${folder}/` : '';
  const limit = Math.max(1, Math.min(Number(body.limit ?? 100) || 100, 1000));
  const offset = Math.max(0, Number(body.offset ?? 0) || 0);
  const search = String(body.search ?? '').toLowerCase();
  const sortBy = (body.sortBy ?? {}) as { column?: string; order?: string };
  const rows = await asCaller(deps.pool, callerOf(req, deps.jwtSecret), (db) => objectsUnder(db, bucket, prefix));
  const entries = entriesAt(rows, prefix)
    .filter((entry) => entry.name.toLowerCase().includes(search))
    .sort(compareBy(sortBy.column ?? 'name', sortBy.order === 'desc'));
  return { status: 200, json: entries.slice(offset, offset + limit) };
}

/** Removes the bytes (and cached renders) of versions whose rows were deleted. */
export async function forgetVersions(deps: StorageDeps, rows: readonly ObjectRow[]): Promise<void> {
  for (const row of rows) {
    await deps.files.remove(row.version);
    deps.renderer.forget(row.version);
  }
}

async function remove({ req, params, deps }: StorageCall, names?: string[]): Promise<Reply> {
  const bucket = decodeURIComponent(params[0] as string);
  const prefixes = names ?? (await readJson(req)).prefixes;
  if (!Array.isArray(prefixes) || !prefixes.every((name) => typeof name === 'string')) {
    throw ERRORS.invalidRequest("body must have required property 'prefixes'");
  }
  const deleted = await asCaller(deps.pool, callerOf(req, deps.jwtSecret), (db) => deleteObjects(db, bucket, prefixes));
  await forgetVersions(deps, deleted);
  return { status: 200, json: deleted };
}

async function removeOne(call: StorageCall): Promise<Reply> {
  const { key } = bucketAndKey(call.params[0] as string);
  const bucket = (call.params[0] as string).split('/')[0] as string;
  const reply = await remove({ ...call, params: [bucket] }, [key]);
  if ('json' in reply && Array.isArray(reply.json) && reply.json.length === 0) throw ERRORS.noSuchKey();
  return { status: 200, json: { message: 'Successfully deleted' } };
}

function moveArgs(body: Record<string, unknown>) {
  const bucket = String(body.bucketId ?? '');
  return {
    from: { bucket, name: keyField(body, 'sourceKey') },
    to: { bucket: typeof body.destinationBucket === 'string' ? body.destinationBucket : bucket, name: keyField(body, 'destinationKey') },
  };
}

async function move({ req, deps }: StorageCall): Promise<Reply> {
  const { from, to } = moveArgs(await readJson(req));
  await asCaller(deps.pool, callerOf(req, deps.jwtSecret), (db) => renameObject(db, from, to));
  return { status: 200, json: { message: 'Successfully moved' } };
}

async function copy({ req, deps }: StorageCall): Promise<Reply> {
  const { from, to } = moveArgs(await readJson(req));
  const caller = callerOf(req, deps.jwtSecret);
  const source = await asCaller(deps.pool, caller, (db) => findObject(db, from.bucket, from.name));
  const version = await deps.files.copy(source.version);
  try {
    const { id } = await asCaller(deps.pool, caller, (db) =>
      writeObject(db, { bucket: to.bucket, name: to.name, version, owner: ownerOf(caller), metadata: source.metadata, userMetadata: source.user_metadata }, false),
    );
    return { status: 200, json: { Id: id, Key: `${to.bucket}/${to.name}` } };
  } catch (error) {
    await deps.files.remove(version);
    throw error;
  }
}

export const OBJECT_ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: /^\/object\/public\/(.+)$/, handle: download('public') },
  { method: 'GET', path: /^\/object\/info\/(?:public\/|authenticated\/)?(.+)$/, handle: info },
  { method: 'GET', path: /^\/object\/authenticated\/(.+)$/, handle: download('caller') },
  { method: 'GET', path: /^\/render\/image\/public\/(.+)$/, handle: render('public') },
  { method: 'GET', path: /^\/render\/image\/authenticated\/(.+)$/, handle: render('caller') },
  { method: 'POST', path: /^\/object\/list\/([^/]+)$/, handle: list },
  { method: 'POST', path: /^\/object\/move$/, handle: move },
  { method: 'POST', path: /^\/object\/copy$/, handle: copy },
  { method: 'DELETE', path: /^\/object\/([^/]+)$/, handle: (call) => remove(call) },
  { method: 'DELETE', path: /^\/object\/([^/]+\/.+)$/, handle: removeOne },
];

/** Plain GET /object/{bucket}/{key}: after the signed/public/info routes, which share its shape. */
export const DOWNLOAD_ENDPOINT: Endpoint = { method: 'GET', path: /^\/object\/(.+)$/, handle: download('caller') };
