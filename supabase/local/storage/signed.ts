import { JwtError, signJwt, verifyJwt } from '../jwt.ts';
import { asCaller, callerOf } from './caller.ts';
import type { Endpoint, StorageCall } from './endpoint.ts';
import { ERRORS } from './errors.ts';
import { readJson, type Reply } from './http.ts';
import { bucketAndKey } from './keys.ts';
import { findObject } from './objects-db.ts';
import { parseTransform } from './render.ts';
import { objectReply } from './serve.ts';
import { requestedObject } from './objects.ts';

/**
 * Signed URLs: a JWT over `{bucket}/{key}` (and any transformations) signed with the project's secret,
 * made for whoever may read the object, then usable by anyone until it expires. As hosted, each token
 * names its scope, so a signed upload URL never downloads and a download URL never uploads.
 */

type Scope = 'download' | 'upload';
type SignedClaims = { url: string; scope?: Scope; upsert?: boolean; owner?: string; transformations?: string };

/** Hosted's isUploadScopedToken / isDownloadScopedToken: tokens made before scopes count by their `upsert` claim. */
function hasScope(claims: SignedClaims, scope: Scope): boolean {
  if (claims.scope !== undefined) return claims.scope === scope;
  return 'upsert' in claims === (scope === 'upload');
}

function expiresIn(body: Record<string, unknown>): number {
  const value = Number(body.expiresIn);
  if (!Number.isInteger(value) || value < 1) throw ERRORS.invalidRequest("body/expiresIn must be integer >= 1");
  return value;
}

function signedUrl(bucket: string, key: string, seconds: number, jwtSecret: string, transform?: Record<string, unknown>): string {
  const iat = Math.floor(Date.now() / 1000);
  const transformations = transform ? new URLSearchParams(Object.entries(transform).map(([k, v]) => [k, String(v)])).toString() : undefined;
  const token = signJwt({ url: `${bucket}/${key}`, scope: 'download', ...(transformations ? { transformations } : {}), iat, exp: iat + seconds }, jwtSecret);
  return `/${transformations ? 'render/image' : 'object'}/sign/${bucket}/${key}?token=${token}`;
}

async function signOne({ req, params, deps }: StorageCall): Promise<Reply> {
  const { bucket, key } = bucketAndKey(params[0] as string);
  const body = await readJson(req);
  const seconds = expiresIn(body);
  await asCaller(deps.pool, callerOf(req, deps.jwtSecret), (db) => findObject(db, bucket, key));
  const transform = typeof body.transform === 'object' && body.transform !== null ? (body.transform as Record<string, unknown>) : undefined;
  return { status: 200, json: { signedURL: signedUrl(bucket, key, seconds, deps.jwtSecret, transform) } };
}

async function signMany({ req, params, deps }: StorageCall): Promise<Reply> {
  const bucket = decodeURIComponent(params[0] as string);
  const body = await readJson(req);
  const seconds = expiresIn(body);
  if (!Array.isArray(body.paths) || !body.paths.every((path) => typeof path === 'string')) {
    throw ERRORS.invalidRequest("body must have required property 'paths'");
  }
  const paths = body.paths as string[];
  const visible = await asCaller(deps.pool, callerOf(req, deps.jwtSecret), async (db) => {
    const { rows } = await db.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2)', [bucket, paths]);
    return new Set(rows.map((row) => row.name));
  });
  return {
    status: 200,
    json: paths.map((path) =>
      visible.has(path)
        ? { error: null, path, signedURL: signedUrl(bucket, path, seconds, deps.jwtSecret) }
        : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
    ),
  };
}

/** The claims of a signed URL's token, which must be for this very object and this use. */
export function signedClaims(call: StorageCall, scope: Scope = 'download'): SignedClaims {
  const { bucket, key } = bucketAndKey(call.params[0] as string);
  let claims: Record<string, unknown>;
  try {
    claims = verifyJwt(call.query.get('token') ?? '', call.deps.jwtSecret);
  } catch (error) {
    if (error instanceof JwtError) throw ERRORS.invalidJwt(error.message);
    throw error;
  }
  if (!hasScope(claims as SignedClaims, scope)) throw ERRORS.invalidSignature(`Token is not scoped for ${scope}`);
  if (claims.url !== `${bucket}/${key}`) throw ERRORS.invalidSignature();
  return claims as SignedClaims;
}

async function signedDownload(call: StorageCall): Promise<Reply> {
  signedClaims(call);
  return objectReply(call.req, call.deps, await requestedObject(call, 'service'), call.query);
}

export const SIGNED_ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: /^\/object\/sign\/([^/]+)$/, handle: signMany },
  { method: 'POST', path: /^\/object\/sign\/(.+)$/, handle: signOne },
  { method: 'GET', path: /^\/object\/sign\/(.+)$/, handle: signedDownload },
  {
    method: 'GET',
    path: /^\/render\/image\/sign\/(.+)$/,
    handle: async (call) => {
      const { transformations } = signedClaims(call);
      const row = await requestedObject(call, 'service');
      return call.deps.renderer.render(call.req, row, parseTransform(new URLSearchParams(transformations ?? '')));
    },
  },
];
