import { asCaller, callerOf, ownerOf, SERVICE_CALLER } from './caller.ts';
import type { Endpoint, StorageCall } from './endpoint.ts';
import { ERRORS } from './errors.ts';
import { readJson, type Reply } from './http.ts';
import { deleteBucket, getBucket, hasObjects, insertBucket, listBuckets, updateBucket, type BucketSettings, type ListOptions } from './buckets-db.ts';
import { forgetVersions } from './objects.ts';
import { mustBeValidBucketName } from './keys.ts';
import { GLOBAL_FILE_SIZE_LIMIT } from './upload.ts';
import { deleteObjects, findBucket, objectsUnder } from './objects-db.ts';

/**
 * Bucket management as storage-js calls it (hosted's src/http/routes/bucket): create, list, get, update,
 * empty, delete. As hosted, each query runs as the caller, so the policies on storage.buckets decide; this
 * project has none, so only the service role sees or changes buckets: anyone else gets 403 "new row violates
 * row-level security policy" creating one, an empty list, and 404 "Bucket not found" for the rest. Emptying
 * is for the service role only (403 "Access denied: Invalid role"). Hosted empties in the background and
 * answers that it was queued; here it is done before the answer.
 */

const SORT_COLUMNS: readonly string[] = ['id', 'name', 'created_at', 'updated_at'];
const MIME_TYPE = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/;
const SIZE_WITH_UNIT = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i;
const UNIT_BYTES: Record<string, number> = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 };

const message = (text: string): Reply => ({ status: 200, json: { message: text } });

/** Hosted's file_size_limit: bytes, or a size such as '20MB'; never above the global limit. */
function fileSizeLimit(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return value;
  let bytes: number;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) bytes = value;
  else {
    const match = typeof value === 'string' ? SIZE_WITH_UNIT.exec(value) : null;
    if (!match) throw ERRORS.invalidFileSizeLimit();
    bytes = Number(Number(match[1]).toPrecision(3)) * (UNIT_BYTES[(match[2] as string).toLowerCase()] as number);
  }
  if (bytes > GLOBAL_FILE_SIZE_LIMIT) throw ERRORS.entityTooLarge();
  return bytes;
}

/** Hosted's allowed_mime_types: empty entries dropped, each `type/subtype` (optionally with a charset) or ending in `*`. */
function allowedMimeTypes(value: unknown): string[] | null | undefined {
  if (value === undefined || value === null) return value;
  if (!Array.isArray(value) || !value.every((type) => typeof type === 'string')) throw ERRORS.invalidRequest('body/allowed_mime_types must be array');
  const types = (value as string[]).filter(Boolean);
  const invalid = types.find((type) => type.length > 1000 || !MIME_TYPE.test(type));
  if (invalid !== undefined) throw ERRORS.invalidMimeType(invalid);
  return types;
}

function settingsOf(body: Record<string, unknown>): BucketSettings {
  if (body.public !== undefined && typeof body.public !== 'boolean') throw ERRORS.invalidRequest('body/public must be boolean');
  return { public: body.public, file_size_limit: fileSizeLimit(body.file_size_limit), allowed_mime_types: allowedMimeTypes(body.allowed_mime_types) };
}

async function create({ req, deps }: StorageCall): Promise<Reply> {
  const caller = callerOf(req, deps.jwtSecret);
  const body = await readJson(req);
  if (typeof body.name !== 'string') throw ERRORS.invalidRequest("body must have required property 'name'");
  if (body.type === 'ANALYTICS') throw ERRORS.analyticsBucketsNotEnabled();
  if (body.type !== undefined && body.type !== 'STANDARD') throw ERRORS.invalidRequest('body/type must be equal to one of the allowed values');
  const name = mustBeValidBucketName(body.name);
  const id = typeof body.id === 'string' && body.id ? mustBeValidBucketName(body.id) : name;
  const ownerId = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  const bucket = { id, name, owner: ownerOf(caller), ownerId, ...settingsOf(body) };
  await asCaller(deps.pool, caller, (db) => insertBucket(db, bucket));
  return { status: 200, json: { name } };
}

function listOptions(query: URLSearchParams): ListOptions {
  const integer = (name: string, min: number) => {
    const text = query.get(name);
    if (text === null) return undefined;
    if (!/^\d+$/.test(text) || Number(text) < min) throw ERRORS.invalidRequest(`querystring/${name} must be integer >= ${min}`);
    return Number(text);
  };
  const sortColumn = query.get('sortColumn') ?? undefined;
  const sortOrder = query.get('sortOrder') ?? undefined;
  if (sortColumn !== undefined && !SORT_COLUMNS.includes(sortColumn)) throw ERRORS.invalidRequest('querystring/sortColumn must be equal to one of the allowed values');
  if (sortOrder !== undefined && sortOrder !== 'asc' && sortOrder !== 'desc') throw ERRORS.invalidRequest('querystring/sortOrder must be equal to one of the allowed values');
  return { limit: integer('limit', 1), offset: integer('offset', 0), sortColumn, sortOrder, search: query.get('search') ?? undefined };
}

async function list({ req, query, deps }: StorageCall): Promise<Reply> {
  const options = listOptions(query);
  return { status: 200, json: await asCaller(deps.pool, callerOf(req, deps.jwtSecret), (db) => listBuckets(db, options)) };
}

async function get({ req, params, deps }: StorageCall): Promise<Reply> {
  const id = decodeURIComponent(params[0] as string);
  return { status: 200, json: await asCaller(deps.pool, callerOf(req, deps.jwtSecret), (db) => getBucket(db, id)) };
}

async function update({ req, params, deps }: StorageCall): Promise<Reply> {
  const id = mustBeValidBucketName(decodeURIComponent(params[0] as string));
  const caller = callerOf(req, deps.jwtSecret);
  const settings = settingsOf(await readJson(req));
  if (Object.values(settings).every((value) => value === undefined)) throw ERRORS.noContentProvided();
  await asCaller(deps.pool, caller, (db) => updateBucket(db, id, settings));
  return message('Successfully updated');
}

async function empty({ req, params, deps }: StorageCall): Promise<Reply> {
  const id = decodeURIComponent(params[0] as string);
  if (callerOf(req, deps.jwtSecret).role !== 'service_role') throw ERRORS.serviceRoleOnly();
  await findBucket(deps.pool, id);
  const deleted = await asCaller(deps.pool, SERVICE_CALLER, async (db) => deleteObjects(db, id, (await objectsUnder(db, id, '')).map((row) => row.name)));
  await forgetVersions(deps, deleted);
  return message('Empty bucket has been queued. Completion may take up to an hour.');
}

/** As hosted: the bucket must exist and be empty (checked as the service), then the caller's delete must pass the policies. */
async function remove({ req, params, deps }: StorageCall): Promise<Reply> {
  const id = decodeURIComponent(params[0] as string);
  const caller = callerOf(req, deps.jwtSecret);
  await findBucket(deps.pool, id);
  if (await hasObjects(deps.pool, id)) throw ERRORS.bucketNotEmpty();
  await asCaller(deps.pool, caller, (db) => deleteBucket(db, id));
  return message('Successfully deleted');
}

export const BUCKET_ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: /^\/bucket\/?$/, handle: create },
  { method: 'GET', path: /^\/bucket\/?$/, handle: list },
  { method: 'GET', path: /^\/bucket\/([^/]+)$/, handle: get },
  { method: 'PUT', path: /^\/bucket\/([^/]+)$/, handle: update },
  { method: 'POST', path: /^\/bucket\/([^/]+)\/empty$/, handle: empty },
  { method: 'DELETE', path: /^\/bucket\/([^/]+)$/, handle: remove },
];
