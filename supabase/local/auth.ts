import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import { JwtError, signJwt, verifyJwt, type JwtClaims } from './jwt.ts';

/**
 * The GoTrue subset supabase-js uses, behind /auth/v1: password and refresh-token grants, GET /user, logout,
 * and the admin user endpoints for the service role. Users live in auth.users with bcrypt hashes made by
 * pgcrypto (hash-compatible with GoTrue), sessions and rotating refresh tokens in auth.sessions and
 * auth.refresh_tokens. Responses, errors and JWT claims follow GoTrue (research note section 1).
 *
 * One deliberate difference: GoTrue lets a just-rotated refresh token be used again for 10 seconds
 * (refresh_token_reuse_interval); here a used token is refused at once (and, as GoTrue does for reuse,
 * the session's tokens are revoked), so tests can see the refusal without waiting.
 */

export interface AuthOptions {
  pool: pg.Pool;
  jwtSecret: string;
  /** GoTrue's JWT issuer: `<site origin>/auth/v1`. */
  issuer: () => string;
  log: (msg: string) => void;
}

const ACCESS_TOKEN_SECONDS = 3600;
const MIN_PASSWORD_LENGTH = 6;
const API_VERSION = '2024-01-01';
const ADMIN_ROLES = ['service_role', 'supabase_admin'];

class AuthApiError extends Error {
  status: number;
  code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const invalidCredentials = () => new AuthApiError(400, 'invalid_credentials', 'Invalid login credentials');

interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

const USER_COLUMNS = `id, aud, role, email, phone, email_confirmed_at, phone_confirmed_at, confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until, deleted_at, is_anonymous`;

/** GoTrue's User JSON (internal/models/user.go); optional timestamps are left out when empty. */
function userJson(user: UserRow): Record<string, unknown> {
  const optional = {
    email_confirmed_at: user.email_confirmed_at,
    phone_confirmed_at: user.phone_confirmed_at,
    confirmed_at: user.confirmed_at,
    last_sign_in_at: user.last_sign_in_at,
    banned_until: user.banned_until,
    deleted_at: user.deleted_at,
  };
  return {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null)),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: [],
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  };
}

function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > Date.now();
}

// --- HTTP plumbing ---------------------------------------------------------------------------------------

function wantsApiVersion(req: IncomingMessage): boolean {
  const version = req.headers['x-supabase-api-version'];
  return typeof version === 'string' && version >= API_VERSION;
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': 'X-Total-Count, Link, X-Supabase-Api-Version',
    Vary: 'Origin',
  };
}

function send(req: IncomingMessage, res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
  const all: Record<string, string> = { ...corsHeaders(req), ...headers };
  if (wantsApiVersion(req)) all['X-Supabase-Api-Version'] = API_VERSION;
  if (body === undefined) {
    res.writeHead(status, all).end();
    return;
  }
  res.writeHead(status, { ...all, 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/** Errors in the 2024-01-01 shape when the client asks for it (supabase-js does), the legacy shape otherwise. */
function sendError(req: IncomingMessage, res: ServerResponse, error: AuthApiError): void {
  const body = wantsApiVersion(req)
    ? { code: error.code, message: error.message }
    : { code: error.status, error_code: error.code, msg: error.message };
  send(req, res, error.status, body, { 'x-sb-error-code': error.code });
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) throw new AuthApiError(413, 'request_too_large', 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    throw new Error('not an object');
  } catch (error) {
    throw new AuthApiError(400, 'bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

// --- the service -----------------------------------------------------------------------------------------

export function createAuth(options: AuthOptions) {
  const { pool, jwtSecret } = options;

  async function findUser(where: string, value: string): Promise<UserRow | undefined> {
    const { rows } = await pool.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users where ${where} and deleted_at is null limit 1`,
      [value],
    );
    return rows[0];
  }

  function tokenResponse(user: UserRow, session: { id: string; created_at: Date }, refreshToken: string) {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + ACCESS_TOKEN_SECONDS;
    const claims: JwtClaims = {
      iss: options.issuer(),
      sub: user.id,
      aud: user.aud || 'authenticated',
      exp,
      iat,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role || 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: Math.floor(session.created_at.getTime() / 1000) }],
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    };
    return {
      access_token: signJwt(claims, jwtSecret),
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: exp,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  }

  const newRefreshToken = () => randomBytes(16).toString('base64url');

  async function passwordGrant(req: IncomingMessage) {
    const body = await readJson(req);
    const email = text(body.email).trim();
    const phone = text(body.phone).trim();
    const password = text(body.password);
    if (email && phone) {
      throw new AuthApiError(400, 'validation_failed', 'Only an email address or phone number should be provided on login.');
    }
    if (!email && !phone) throw new AuthApiError(400, 'validation_failed', 'missing email or phone');
    const user = email ? await findUser('lower(email) = lower($1) and is_sso_user = false', email) : await findUser('phone = $1', phone);
    if (!user || !password) throw invalidCredentials();
    if (isBanned(user)) throw new AuthApiError(400, 'user_banned', 'User is banned');
    const { rows } = await pool.query<{ ok: boolean }>(
      `select coalesce(encrypted_password like '$2%' and encrypted_password = extensions.crypt($2, encrypted_password), false) as ok
         from auth.users where id = $1`,
      [user.id, password],
    );
    if (!rows[0]?.ok) throw invalidCredentials();
    if (email && !user.email_confirmed_at) throw new AuthApiError(400, 'email_not_confirmed', 'Email not confirmed');
    if (phone && !user.phone_confirmed_at) throw new AuthApiError(400, 'phone_not_confirmed', 'Phone not confirmed');

    const refreshToken = newRefreshToken();
    const { rows: created } = await pool.query<{ id: string; created_at: Date; last_sign_in_at: Date }>(
      `with s as (insert into auth.sessions (user_id, user_agent, ip) values ($1, $2, $3) returning id, created_at),
            t as (insert into auth.refresh_tokens (token, user_id, session_id) select $4, $1, s.id from s),
            u as (update auth.users set last_sign_in_at = now() where id = $1 returning last_sign_in_at)
       select s.id, s.created_at, u.last_sign_in_at from s, u`,
      [user.id, req.headers['user-agent'] ?? null, req.socket.remoteAddress ?? null, refreshToken],
    );
    const session = created[0] as { id: string; created_at: Date; last_sign_in_at: Date };
    return tokenResponse({ ...user, last_sign_in_at: session.last_sign_in_at }, session, refreshToken);
  }

  async function refreshTokenGrant(req: IncomingMessage) {
    const body = await readJson(req);
    const token = text(body.refresh_token);
    if (token.length < 12) throw new AuthApiError(400, 'validation_failed', 'Refresh token is not valid');
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ id: string; revoked: boolean; user_id: string; session_id: string; session_created_at: Date }>(
        `select rt.id, rt.revoked, rt.user_id, rt.session_id, s.created_at as session_created_at
           from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
          where rt.token = $1 for update of rt, s`,
        [token],
      );
      const found = rows[0];
      if (!found) throw new AuthApiError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      if (found.revoked) {
        // Reuse of a rotated token: GoTrue treats it as possible abuse and revokes the whole session.
        await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1', [found.session_id]);
        await client.query('commit');
        throw new AuthApiError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      const { rows: users } = await client.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [found.user_id]);
      const user = users[0];
      if (!user || user.deleted_at) throw new AuthApiError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
      if (isBanned(user)) throw new AuthApiError(400, 'user_banned', 'User is banned');
      const next = newRefreshToken();
      await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [found.id]);
      await client.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
        next,
        found.user_id,
        found.session_id,
        token,
      ]);
      await client.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [found.session_id]);
      await client.query('commit');
      return tokenResponse(user, { id: found.session_id, created_at: found.session_created_at }, next);
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }

  function bearerClaims(req: IncomingMessage): JwtClaims {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
    if (!match) throw new AuthApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    try {
      return verifyJwt(match[1] as string, jwtSecret);
    } catch (error) {
      if (!(error instanceof JwtError)) throw error;
      throw new AuthApiError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${error.message}`);
    }
  }

  /** GoTrue's requireAuthentication: a valid user JWT whose user and session still exist. */
  async function authenticate(req: IncomingMessage): Promise<{ user: UserRow; sessionId?: string }> {
    const claims = bearerClaims(req);
    if (typeof claims.sub !== 'string' || !claims.sub) throw new AuthApiError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    const user = /^[0-9a-f-]{36}$/i.test(claims.sub) ? await findUser('id = $1', claims.sub) : undefined;
    if (!user) throw new AuthApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
    if (sessionId) {
      const { rowCount } = await pool.query('select 1 from auth.sessions where id = $1 and user_id = $2', [sessionId, user.id]);
      if (!rowCount) throw new AuthApiError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return { user, sessionId };
  }

  async function logout(req: IncomingMessage, query: URLSearchParams): Promise<void> {
    const { user, sessionId } = await authenticate(req);
    const scope = query.get('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw new AuthApiError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    }
    if (scope === 'global' || !sessionId) await pool.query('delete from auth.sessions where user_id = $1', [user.id]);
    else if (scope === 'local') await pool.query('delete from auth.sessions where id = $1', [sessionId]);
    else await pool.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
  }

  function requireAdmin(req: IncomingMessage): void {
    const claims = bearerClaims(req);
    if (!ADMIN_ROLES.includes(String(claims.role))) throw new AuthApiError(403, 'not_admin', 'User not allowed');
  }

  async function adminCreateUser(req: IncomingMessage) {
    const body = await readJson(req);
    const email = text(body.email).trim().toLowerCase();
    const password = typeof body.password === 'string' ? body.password : null;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      throw new AuthApiError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    if (password !== null && password.length < MIN_PASSWORD_LENGTH) {
      throw new AuthApiError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
    }
    if (await findUser('lower(email) = $1', email)) {
      throw new AuthApiError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    const appMetadata = { provider: 'email', providers: ['email'], ...(body.app_metadata as object | undefined) };
    const { rows } = await pool.query<UserRow>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values ($1, extensions.crypt($2, extensions.gen_salt('bf', 10)), case when $3 then now() end, $4, $5)
       returning ${USER_COLUMNS}`,
      [email, password, body.email_confirm === true, appMetadata, body.user_metadata ?? {}],
    );
    return userJson(rows[0] as UserRow);
  }

  async function adminFindUser(id: string): Promise<UserRow> {
    const user = /^[0-9a-f-]{36}$/i.test(id) ? await findUser('id = $1', id) : undefined;
    if (!user) throw new AuthApiError(404, 'user_not_found', 'User not found');
    return user;
  }

  async function route(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<void> {
    const method = req.method ?? 'GET';
    const adminUser = /^\/admin\/users\/([^/]+)$/.exec(path)?.[1];
    if (method === 'POST' && path === '/token') {
      const grant = query.get('grant_type');
      if (grant === 'password') return send(req, res, 200, await passwordGrant(req));
      if (grant === 'refresh_token') return send(req, res, 200, await refreshTokenGrant(req));
      throw new AuthApiError(400, 'invalid_credentials', 'unsupported_grant_type');
    }
    if (method === 'GET' && path === '/user') return send(req, res, 200, userJson((await authenticate(req)).user));
    if (method === 'POST' && path === '/logout') {
      await logout(req, query);
      return send(req, res, 204);
    }
    if (method === 'POST' && path === '/signup') {
      // As configured in supabase/config.toml: staff accounts are made by an admin, never by sign-up.
      throw new AuthApiError(422, 'signup_disabled', 'Signups not allowed for this instance');
    }
    if (method === 'GET' && path === '/health') {
      return send(req, res, 200, { version: 'local-stand-in', name: 'GoTrue', description: 'GoTrue subset of the local stand-in' });
    }
    if (path === '/admin/users' && (method === 'GET' || method === 'POST')) {
      requireAdmin(req);
      if (method === 'POST') return send(req, res, 200, await adminCreateUser(req));
      const perPage = Math.min(Math.max(Number(query.get('per_page')) || 50, 1), 1000);
      const page = Math.max(Number(query.get('page')) || 1, 1);
      const { rows } = await pool.query<UserRow & { total: string }>(
        `select ${USER_COLUMNS}, count(*) over () as total from auth.users where deleted_at is null
          order by created_at, id limit $1 offset $2`,
        [perPage, (page - 1) * perPage],
      );
      return send(req, res, 200, { users: rows.map(userJson), aud: 'authenticated' }, { 'X-Total-Count': rows[0]?.total ?? '0' });
    }
    if (adminUser && (method === 'GET' || method === 'DELETE')) {
      requireAdmin(req);
      const user = await adminFindUser(adminUser);
      if (method === 'GET') return send(req, res, 200, userJson(user));
      await pool.query('delete from auth.users where id = $1', [user.id]);
      return send(req, res, 200, {});
    }
    throw new AuthApiError(404, 'not_found', 'Not found');
  }

  /** Handles one /auth/v1 request; `url` is the part after /auth/v1 (path and query). */
  return function handleAuth(req: IncomingMessage, res: ServerResponse, url: string): void {
    if (req.method === 'OPTIONS') {
      send(req, res, 204, undefined, {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'authorization, apikey, content-type, x-client-info, x-supabase-api-version',
        'Access-Control-Max-Age': '86400',
      });
      return;
    }
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    route(req, res, pathname.replace(/\/+$/, '') || '/', searchParams).catch((error: unknown) => {
      if (error instanceof AuthApiError) return sendError(req, res, error);
      options.log(`auth: ${(error as Error).stack ?? String(error)}`);
      sendError(req, res, new AuthApiError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
    });
  };
}
