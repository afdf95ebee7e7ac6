import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { asCaller, callerOf, ownerOf, SERVICE_CALLER, type Caller } from './caller.ts';
import type { Endpoint, StorageCall, StorageDeps } from './endpoint.ts';
import { ERRORS } from './errors.ts';
import { readBody, type Reply } from './http.ts';
import { allowsOnlyKnownTypes, sniffFileType } from './image-types.ts';
import { bucketAndKey } from './keys.ts';
import { findBucket, tryWrite, writeObject, type NewObject, type ObjectMetadata } from './objects-db.ts';

/**
 * POST /object/{bucket}/{key} (x-upsert: true replaces) and PUT (replaces), as storage-js sends them:
 * a multipart form with the file (browsers, Blobs) or the raw bytes with their Content-Type.
 * Bucket limits as hosted enforces them: size → 413 EntityTooLarge, type → 415 InvalidMimeType. A bucket
 * that allows only raster images also has the file's first bytes checked, so SVG or HTML declared as a
 * PNG is refused the same way (decision 040).
 */

/** Hosted's global upload limit (FILE_SIZE_LIMIT default, 50 MB); a bucket's own limit can only be lower. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
/** Room for the multipart framing around the file when reading the body. */
const MULTIPART_SLACK = 64 * 1024;

type Upload = { bytes: Buffer; mimetype: string; cacheControl: string; userMetadata: Record<string, unknown> | null };

function parseMetadata(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw ERRORS.invalidRequest('Invalid metadata');
}

async function parseUpload(headers: IncomingHttpHeaders, body: Buffer): Promise<Upload> {
  const contentType = headers['content-type'] ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    const header = headers['x-metadata'];
    return {
      bytes: body,
      mimetype: contentType.split(';')[0]?.trim() || 'text/plain',
      cacheControl: headers['cache-control'] ?? 'no-cache',
      userMetadata: parseMetadata(typeof header === 'string' ? Buffer.from(header, 'base64').toString('utf8') : null),
    };
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw ERRORS.invalidRequest('Malformed multipart body');
  }
  let file: File | undefined;
  form.forEach((value) => {
    if (typeof value !== 'string') file ??= value;
  });
  if (!file) throw ERRORS.invalidRequest('No file in the multipart body');
  const cacheControl = form.get('cacheControl');
  const metadata = form.get('metadata');
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    mimetype: file.type || 'text/plain',
    cacheControl: typeof cacheControl === 'string' && cacheControl ? `max-age=${cacheControl}` : 'no-cache',
    userMetadata: parseMetadata(typeof metadata === 'string' ? metadata : null),
  };
}

/** Hosted's validateMimeType: `type/subtype` must match an allowed one exactly or `type/*`. */
export function mustBeAllowedMimeType(mimetype: string, allowed: readonly string[]): void {
  const [type, subtype] = mimetype.toLowerCase().split('/');
  const ok = subtype !== undefined && allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.toLowerCase().split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (!ok) throw ERRORS.invalidMimeType(mimetype);
}

/** The bytes must be one of the allowed types, whatever type they were declared as. */
function mustBeAllowedContent(bytes: Buffer, allowed: readonly string[]): void {
  const sniffed = sniffFileType(bytes);
  if (!sniffed || !allowed.some((type) => type.toLowerCase() === sniffed)) throw ERRORS.contentNotAllowed();
}

function metadataOf(upload: Upload): ObjectMetadata {
  const now = new Date().toISOString();
  return {
    eTag: `"${createHash('md5').update(upload.bytes).digest('hex')}"`,
    size: upload.bytes.length,
    mimetype: upload.mimetype,
    cacheControl: upload.cacheControl,
    lastModified: now,
    contentLength: upload.bytes.length,
    httpStatusCode: 200,
  };
}

export type UploadTarget = { bucket: string; key: string; caller: Caller; owner: string | null; upsert: boolean };

/** Reads the request's file, checks it against the bucket's limits and stores it as `target.caller`; the new row's id. */
export async function receiveUpload(req: IncomingMessage, deps: StorageDeps, target: UploadTarget): Promise<string> {
  const { bucket, key, caller, owner, upsert } = target;
  const found = await findBucket(deps.pool, bucket);
  const limit = Math.min(Number(found.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT), GLOBAL_FILE_SIZE_LIMIT);
  const isMultipart = (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
  const body = await readBody(req, limit + (isMultipart ? MULTIPART_SLACK : 0), ERRORS.entityTooLarge);
  const file = await parseUpload(req.headers, body);
  if (file.bytes.length > limit) throw ERRORS.entityTooLarge();
  if (found.allowed_mime_types?.length) mustBeAllowedMimeType(file.mimetype, found.allowed_mime_types);
  if (found.allowed_mime_types && allowsOnlyKnownTypes(found.allowed_mime_types)) mustBeAllowedContent(file.bytes, found.allowed_mime_types);

  const version = await deps.files.write(file.bytes);
  const object: NewObject = { bucket, name: key, version, owner, metadata: metadataOf(file), userMetadata: file.userMetadata };
  let written: { id: string; replaced: string | null };
  try {
    // As hosted: the caller's policies are tried, then the row is written by the service (no select policy needed).
    if (caller.role !== 'service_role') await asCaller(deps.pool, caller, (db) => tryWrite(db, object, upsert), true);
    written = await asCaller(deps.pool, SERVICE_CALLER, (db) => writeObject(db, object, upsert));
  } catch (error) {
    await deps.files.remove(version);
    throw error;
  }
  await deps.files.remove(written.replaced);
  deps.renderer.forget(written.replaced);
  return written.id;
}

async function upload({ req, params, deps }: StorageCall, upsert: boolean): Promise<Reply> {
  const { bucket, key } = bucketAndKey(params[0] as string);
  const caller = callerOf(req, deps.jwtSecret);
  const id = await receiveUpload(req, deps, { bucket, key, caller, owner: ownerOf(caller), upsert });
  return { status: 200, json: { Id: id, Key: `${bucket}/${key}` } };
}

export const UPLOAD_ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: /^\/object\/(.+)$/, handle: (call) => upload(call, call.req.headers['x-upsert'] === 'true') },
  { method: 'PUT', path: /^\/object\/(.+)$/, handle: (call) => upload(call, true) },
];
