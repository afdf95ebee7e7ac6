import { randomUUID } from 'node:crypto';
import { signJwt } from '../jwt.ts';
import { asCaller, callerOf, ownerOf, SERVICE_CALLER } from './caller.ts';
import type { Endpoint, StorageCall } from './endpoint.ts';
import type { Reply } from './http.ts';
import { bucketAndKey } from './keys.ts';
import { tryWrite } from './objects-db.ts';
import { signedClaims } from './signed.ts';
import { receiveUpload } from './upload.ts';

/**
 * Signed upload URLs, as storage-js's createSignedUploadUrl and uploadToSignedUrl use them (hosted's
 * getSignedUploadURL and uploadSignedObject): whoever may write the object gets a token for it; anyone holding
 * the token may then upload that one object, as the service, with the token's owner and upsert, within the
 * bucket's limits, until it expires.
 */

/** Hosted projects' signed upload URLs last two hours (Supabase's Storage docs). */
const UPLOAD_URL_SECONDS = 2 * 60 * 60;

/** The x-metadata header as hosted's parseUserMetadata reads it: base64 JSON, ignored when it is not. */
function userMetadataHeader(header: string | string[] | undefined): Record<string, unknown> | null {
  if (typeof header !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

async function createUploadUrl({ req, params, deps }: StorageCall): Promise<Reply> {
  const { bucket, key } = bucketAndKey(params[0] as string);
  const caller = callerOf(req, deps.jwtSecret);
  const owner = ownerOf(caller);
  const upsert = req.headers['x-upsert'] === 'true';
  const contentLength = Number(req.headers['content-length']);
  const metadata = { mimetype: req.headers['content-type'], contentLength: Number.isFinite(contentLength) ? contentLength : undefined };
  // As hosted's canUpload: the caller's insert (or upsert) must pass the policies now; the test write is rolled back.
  await asCaller(
    deps.pool,
    caller,
    (db) => tryWrite(db, { bucket, name: key, version: randomUUID(), owner, metadata, userMetadata: userMetadataHeader(req.headers['x-metadata']) }, upsert),
    true,
  );
  const iat = Math.floor(Date.now() / 1000);
  const claims = { ...(owner ? { owner } : {}), url: `${bucket}/${key}`, upsert, scope: 'upload', iat, exp: iat + UPLOAD_URL_SECONDS };
  const token = signJwt(claims, deps.jwtSecret);
  return { status: 200, json: { url: `/object/upload/sign/${bucket}/${key}?token=${token}`, token } };
}

async function uploadToSignedUrl(call: StorageCall): Promise<Reply> {
  const { bucket, key } = bucketAndKey(call.params[0] as string);
  const { owner, upsert } = signedClaims(call, 'upload');
  await receiveUpload(call.req, call.deps, { bucket, key, caller: SERVICE_CALLER, owner: owner ?? null, upsert: upsert === true });
  return { status: 200, json: { Key: `${bucket}/${key}` } };
}

export const SIGNED_UPLOAD_ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: /^\/object\/upload\/sign\/(.+)$/, handle: createUploadUrl },
  { method: 'PUT', path: /^\/object\/upload\/sign\/(.+)$/, handle: uploadToSignedUrl },
];
