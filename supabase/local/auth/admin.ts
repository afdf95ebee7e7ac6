import type { IncomingMessage } from 'node:http';
import type { AuthCall, Endpoint } from './endpoint.ts';
import { AuthApiError, emailExists, invalidEmail } from './errors.ts';
import { readJson, text } from './http.ts';
import { bearerClaims } from './sessions.ts';
import { banUntil } from './ban-duration.ts';
import type { AuthSettings } from './settings.ts';
import { EMAIL_FORMAT, EMAIL_PROVIDER, findUser, findUserById, insertUser, USER_COLUMNS, userJson, type UserRow } from './users.ts';

/** GoTrue's admin user endpoints, for the service role only: list, create, read, update, delete. */

const ADMIN_ROLES = ['service_role', 'supabase_admin'];
const USER_PATH = /^\/admin\/users\/([^/]+)$/;

function requireAdmin(req: IncomingMessage, jwtSecret: string): void {
  const claims = bearerClaims(req, jwtSecret);
  if (!ADMIN_ROLES.includes(String(claims.role))) throw new AuthApiError(403, 'not_admin', 'User not allowed');
}

async function listUsers({ query, deps }: AuthCall) {
  const perPage = Math.min(Math.max(Number(query.get('per_page')) || 50, 1), 1000);
  const page = Math.max(Number(query.get('page')) || 1, 1);
  const { rows } = await deps.pool.query<UserRow & { total: string }>(
    `select ${USER_COLUMNS}, count(*) over () as total from auth.users where deleted_at is null
      order by created_at, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  return { status: 200, body: { users: rows.map(userJson), aud: 'authenticated' }, headers: { 'X-Total-Count': rows[0]?.total ?? '0' } };
}

async function createUser({ req, deps }: AuthCall) {
  const body = await readJson(req);
  const email = text(body.email).trim().toLowerCase();
  const password = typeof body.password === 'string' ? body.password : null;
  if (!EMAIL_FORMAT.test(email)) throw invalidEmail();
  if (password !== null) checkPassword(password, deps.settings);
  if (await findUser(deps.pool, 'lower(email) = $1', email)) {
    throw emailExists();
  }
  const appMetadata = { ...EMAIL_PROVIDER, ...(body.app_metadata as object | undefined) };
  const user = await insertUser(deps.pool, { email, password, confirmed: body.email_confirm === true, appMetadata, userMetadata: body.user_metadata });
  return { status: 200, body: userJson(user) };
}

/** GoTrue's password rule ([auth] minimum_password_length in supabase/config.toml). */
export function checkPassword(password: string, settings: AuthSettings): void {
  if (password.length < settings.minimumPasswordLength) {
    throw new AuthApiError(422, 'weak_password', `Password should be at least ${settings.minimumPasswordLength} characters.`);
  }
}

async function existingUser({ params, deps }: AuthCall): Promise<UserRow> {
  const user = await findUserById(deps.pool, params[0] ?? '');
  if (!user) throw new AuthApiError(404, 'user_not_found', 'User not found');
  return user;
}

async function getUser(call: AuthCall) {
  return { status: 200, body: userJson(await existingUser(call)) };
}

/**
 * PUT /admin/users/{id}: password, email_confirm, user_metadata, app_metadata (merged, as GoTrue does)
 * and ban_duration (a Go duration such as '876000h', or 'none' to lift a ban).
 */
async function updateUser(call: AuthCall) {
  const user = await existingUser(call);
  const body = await readJson(call.req);
  const password = typeof body.password === 'string' ? body.password : null;
  if (password !== null) checkPassword(password, call.deps.settings);
  const banned = typeof body.ban_duration === 'string' && body.ban_duration !== '' ? banUntil(body.ban_duration) : undefined;
  const { rows } = await call.deps.pool.query<UserRow>(
    `update auth.users set
       encrypted_password = coalesce(extensions.crypt($2, extensions.gen_salt('bf', 10)), encrypted_password),
       email_confirmed_at = case when $3 then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || coalesce($4::jsonb, '{}'),
       raw_app_meta_data = coalesce(raw_app_meta_data, '{}') || coalesce($5::jsonb, '{}'),
       banned_until = case when $6 then $7::timestamptz else banned_until end,
       updated_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [user.id, password, body.email_confirm === true, body.user_metadata ?? null, body.app_metadata ?? null, banned !== undefined, banned ?? null],
  );
  return { status: 200, body: userJson(rows[0] as UserRow) };
}

/**
 * A refusal the database raises on purpose with a PostgREST status (SQLSTATE PTxxx, such as keeping the last
 * admin, 20261123210000_keep_one_admin.sql) is that status with the database's sentence, not a 500.
 */
function fromDatabaseRefusal(error: unknown): unknown {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !/^PT[45]\d\d$/.test(code)) return error;
  const status = Number(code.slice(2));
  return new AuthApiError(status, status === 409 ? 'conflict' : 'validation_failed', String(message));
}

async function deleteUser(call: AuthCall) {
  const user = await existingUser(call);
  await call.deps.pool.query('delete from auth.users where id = $1', [user.id]).catch((error: unknown) => {
    throw fromDatabaseRefusal(error);
  });
  return { status: 200, body: {} };
}

/** Every admin endpoint checks the caller's role before anything else. */
export function adminOnly(handle: (call: AuthCall) => ReturnType<Endpoint['handle']>): Endpoint['handle'] {
  return (call) => {
    requireAdmin(call.req, call.deps.jwtSecret);
    return handle(call);
  };
}

export const adminEndpoints: Endpoint[] = [
  { method: 'GET', path: '/admin/users', handle: adminOnly(listUsers) },
  { method: 'POST', path: '/admin/users', handle: adminOnly(createUser) },
  { method: 'GET', path: USER_PATH, handle: adminOnly(getUser) },
  { method: 'PUT', path: USER_PATH, handle: adminOnly(updateUser) },
  { method: 'DELETE', path: USER_PATH, handle: adminOnly(deleteUser) },
];
