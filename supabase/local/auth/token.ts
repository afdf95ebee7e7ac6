import type { IncomingMessage } from 'node:http';
import type { AuthCall, AuthDeps, Endpoint, Queryable } from './endpoint.ts';
import { AuthApiError, invalidCredentials, validationFailed } from './errors.ts';
import { readJson, text } from './http.ts';
import { pkceGrant } from './pkce.ts';
import { newRefreshToken, startSession, tokenResponse } from './sessions.ts';
import { clientAddress } from '../client-address.ts';
import { findUser, isBanned, USER_COLUMNS, type UserRow } from './users.ts';

/**
 * POST /token: the password grant (sign-in, under the limits of sign-in-limits.ts), the refresh-token grant
 * (rotation) and the PKCE grant (the auth code of a verified recovery link, pkce.ts).
 *
 * One deliberate difference: GoTrue lets a just-rotated refresh token be used again for 10 seconds
 * (refresh_token_reuse_interval); here a used token is refused at once (and, as GoTrue does for reuse,
 * the session's tokens are revoked), so tests can see the refusal without waiting.
 */

/** GoTrue's bcrypt cost (and the seed's): the dummy hash must cost what a real one does. */
const BCRYPT_COST = 10;
let dummyHash: Promise<string> | undefined;

/** A bcrypt hash no password matches, made once per process. */
function dummyPasswordHash(db: Queryable): Promise<string> {
  dummyHash ??= db
    .query<{ hash: string }>(`select extensions.crypt(gen_random_uuid()::text, extensions.gen_salt('bf', ${BCRYPT_COST})) as hash`)
    .then(({ rows }) => rows[0]?.hash ?? '')
    .catch((error: unknown) => {
      dummyHash = undefined;
      throw error;
    });
  return dummyHash;
}

/**
 * Checks the password against the user's bcrypt hash, or, for an unknown user (or one without a bcrypt
 * hash), against a dummy hash of the same cost: both take the same time, so timing does not tell who
 * has an account.
 */
async function passwordMatches(db: Queryable, user: UserRow | undefined, password: string): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    // No "user is not null and ..." in SQL: the planner would fold it to false and skip crypt().
    `with h as (select coalesce((select encrypted_password from auth.users where id = $1 and encrypted_password like '$2%'), $3) as hash)
     select hash = extensions.crypt($2, hash) as ok from h`,
    [user?.id ?? null, password, await dummyPasswordHash(db)],
  );
  return user !== undefined && rows[0]?.ok === true;
}

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
  const address = clientAddress(req);
  await deps.signInLimits.admit(email || phone, address);
  if (!password) throw invalidCredentials();
  // Checked before anything about the account is told (banned, unconfirmed), and for unknown users too.
  const matches = await passwordMatches(pool, user, password);
  // A wrong password stays counted: admit() reserved it as a failure.
  if (!user || !matches) throw invalidCredentials();
  if (isBanned(user)) throw new AuthApiError(400, 'user_banned', 'User is banned');
  if (email && !user.email_confirmed_at) throw new AuthApiError(400, 'email_not_confirmed', 'Email not confirmed');
  if (phone && !user.phone_confirmed_at) throw new AuthApiError(400, 'phone_not_confirmed', 'Phone not confirmed');

  deps.signInLimits.succeeded(email || phone, address);
  return startSession(deps, user, req, 'password');
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
  pkce: pkceGrant,
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
