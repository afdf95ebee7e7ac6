import type { IncomingMessage } from 'node:http';
import type { AuthCall, AuthDeps, Endpoint } from './endpoint.ts';
import { AuthApiError, invalidCredentials, validationFailed } from './errors.ts';
import { readJson, text } from './http.ts';
import { newRefreshToken, tokenResponse } from './sessions.ts';
import { findUser, isBanned, USER_COLUMNS, type UserRow } from './users.ts';

/**
 * POST /token: the password grant (sign-in) and the refresh-token grant (rotation).
 *
 * One deliberate difference: GoTrue lets a just-rotated refresh token be used again for 10 seconds
 * (refresh_token_reuse_interval); here a used token is refused at once (and, as GoTrue does for reuse,
 * the session's tokens are revoked), so tests can see the refusal without waiting.
 */

async function passwordGrant(deps: AuthDeps, req: IncomingMessage) {
  const { pool } = deps;
  const body = await readJson(req);
  const email = text(body.email).trim();
  const phone = text(body.phone).trim();
  const password = text(body.password);
  if (email && phone) throw validationFailed('Only an email address or phone number should be provided on login.');
  if (!email && !phone) throw validationFailed('missing email or phone');
  const user = email
    ? await findUser(pool, 'lower(email) = lower($1) and is_sso_user = false', email)
    : await findUser(pool, 'phone = $1', phone);
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
  return tokenResponse(deps, { ...user, last_sign_in_at: session.last_sign_in_at }, session, refreshToken);
}

async function refreshTokenGrant(deps: AuthDeps, req: IncomingMessage) {
  const body = await readJson(req);
  const token = text(body.refresh_token);
  if (token.length < 12) throw validationFailed('Refresh token is not valid');
  const client = await deps.pool.connect();
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
    return tokenResponse(deps, user, { id: found.session_id, created_at: found.session_created_at }, next);
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

const GRANTS: Record<string, (deps: AuthDeps, req: IncomingMessage) => Promise<unknown>> = {
  password: passwordGrant,
  refresh_token: refreshTokenGrant,
};

export const tokenEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/token',
    async handle({ req, query, deps }: AuthCall) {
      const grant = GRANTS[query.get('grant_type') ?? ''];
      if (!grant) throw new AuthApiError(400, 'invalid_credentials', 'unsupported_grant_type');
      return { status: 200, body: await grant(deps, req) };
    },
  },
];
