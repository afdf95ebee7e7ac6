import { createHmac, timingSafeEqual } from 'node:crypto';

/** HS256 JSON Web Tokens, the way GoTrue and PostgREST use them with a shared secret. */

export type JwtClaims = Record<string, unknown>;

/** Why a token was refused, worded like golang-jwt (GoTrue appends this to its `bad_jwt` message). */
export class JwtError extends Error {}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

function signature(signingInput: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const signingInput = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${signingInput}.${signature(signingInput, secret).toString('base64url')}`;
}

/**
 * Returns the claims of a valid, unexpired HS256 token; throws JwtError otherwise. A token without a
 * numeric `exp` would never expire, so it is refused (as GoTrue and hosted Realtime do).
 */
export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('token is malformed: token contains an invalid number of segments');
  const [header, payload, sig] = parts as [string, string, string];
  let alg: unknown;
  let claims: unknown;
  try {
    alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: unknown }).alg;
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  } catch {
    throw new JwtError('token is malformed: could not JSON decode');
  }
  if (alg !== 'HS256') throw new JwtError('token is unverifiable: signing method is not HS256');
  const expected = signature(`${header}.${payload}`, secret);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('token signature is invalid: signature is invalid');
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw new JwtError('token is malformed: claims are not an object');
  }
  const { exp } = claims as JwtClaims;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) {
    throw new JwtError('token has invalid claims: token is missing required claim: exp claim is required');
  }
  if (exp <= nowSeconds) throw new JwtError('token has invalid claims: token is expired');
  return claims as JwtClaims;
}
