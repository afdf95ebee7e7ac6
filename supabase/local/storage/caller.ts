import type { IncomingMessage } from 'node:http';
import type pg from 'pg';
import { JwtError, verifyJwt, type JwtClaims } from '../jwt.ts';
import { ERRORS, fromDatabaseError } from './errors.ts';

/**
 * Who is asking, and SQL run as them: hosted Storage verifies the request's JWT, then runs its metadata
 * queries in a transaction that switches to the token's role with the claims in request.jwt.claims,
 * so the policies on storage.objects decide; service_role has BYPASSRLS.
 */

export type Caller = { role: string; claims: JwtClaims };

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** The Bearer token's claims (storage-js always sends one: the user's token, else the anon key). */
export function callerOf(req: IncomingMessage, jwtSecret: string): Caller {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  const token = match?.[1] ?? (typeof req.headers.apikey === 'string' ? req.headers.apikey : undefined);
  if (!token) throw ERRORS.invalidJwt('headers must have required property \'authorization\'');
  let claims: JwtClaims;
  try {
    claims = verifyJwt(token, jwtSecret);
  } catch (error) {
    if (error instanceof JwtError) throw ERRORS.invalidJwt(error.message);
    throw error;
  }
  const role = typeof claims.role === 'string' ? claims.role : '';
  if (!API_ROLES.has(role)) throw ERRORS.accessDenied('Access denied: Invalid role');
  return { role, claims };
}

/** The caller's user id when it is one (hosted's `owner`); the anon and service keys have none. */
export function ownerOf(caller: Caller): string | null {
  const { sub } = caller.claims;
  return typeof sub === 'string' && /^[0-9a-f-]{36}$/i.test(sub) ? sub : null;
}

/** The service itself, for what hosted does as the superuser (a signed upload URL's upload). */
export const SERVICE_CALLER: Caller = { role: 'service_role', claims: { role: 'service_role' } };

/**
 * Runs `work` in one transaction as the caller; PostgreSQL's RLS and duplicate errors become Storage's.
 * `rollback` only tests the permission (hosted's testPermission): the work's writes are undone.
 */
export async function asCaller<T>(pool: pg.Pool, caller: Caller, work: (db: pg.PoolClient) => Promise<T>, rollback = false): Promise<T> {
  const db = await pool.connect();
  try {
    await db.query('begin');
    await db.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.role', $1, true), set_config('request.jwt.claim.sub', $3, true)`,
      [caller.role, JSON.stringify(caller.claims), typeof caller.claims.sub === 'string' ? caller.claims.sub : ''],
    );
    const result = await work(db);
    await db.query(rollback ? 'rollback' : 'commit');
    return result;
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw fromDatabaseError(error);
  } finally {
    db.release();
  }
}
