import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { JwtError, signJwt, verifyJwt, type JwtClaims } from '../jwt.ts';
import type { AuthDeps } from './endpoint.ts';
import { AuthApiError } from './errors.ts';
import { findUserById, userJson, type UserRow } from './users.ts';

/** Sessions as GoTrue hands them out (access JWT + rotating refresh token) and checks them (Bearer JWT). */

/** How the session began (the JWT's amr claim): GoTrue names a verified e-mail link 'otp'. */
export type SignInMethod = 'password' | 'otp' | 'anonymous';

export const newRefreshToken = () => randomBytes(16).toString('base64url');

/** GoTrue's token response with an access JWT carrying its claims (research note 1.4). */
export function tokenResponse(
  deps: AuthDeps,
  user: UserRow,
  session: { id: string; created_at: Date },
  refreshToken: string,
  method: SignInMethod = 'password',
) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + deps.settings.jwtExpirySeconds;
  const claims: JwtClaims = {
    iss: deps.issuer(),
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
    amr: [{ method, timestamp: Math.floor(session.created_at.getTime() / 1000) }],
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  };
  return {
    access_token: signJwt(claims, deps.jwtSecret),
    token_type: 'bearer',
    expires_in: deps.settings.jwtExpirySeconds,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** The verified claims of the request's Bearer token. */
export function bearerClaims(req: IncomingMessage, jwtSecret: string): JwtClaims {
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
export async function authenticate(deps: AuthDeps, req: IncomingMessage): Promise<{ user: UserRow; sessionId?: string }> {
  const claims = bearerClaims(req, deps.jwtSecret);
  if (typeof claims.sub !== 'string' || !claims.sub) throw new AuthApiError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const user = await findUserById(deps.pool, claims.sub);
  if (!user) throw new AuthApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId) {
    const { rowCount } = await deps.pool.query('select 1 from auth.sessions where id = $1 and user_id = $2', [sessionId, user.id]);
    if (!rowCount) throw new AuthApiError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, sessionId };
}

/** A new session with its first refresh token; stamps the user's last sign-in. GoTrue's token response. */
export async function startSession(deps: AuthDeps, user: UserRow, req: IncomingMessage, method: SignInMethod) {
  const refreshToken = newRefreshToken();
  const { rows } = await deps.pool.query<{ id: string; created_at: Date; last_sign_in_at: Date }>(
    `with s as (insert into auth.sessions (user_id, user_agent, ip) values ($1, $2, $3) returning id, created_at),
          t as (insert into auth.refresh_tokens (token, user_id, session_id) select $4, $1, s.id from s),
          u as (update auth.users set last_sign_in_at = now() where id = $1 returning last_sign_in_at)
     select s.id, s.created_at, u.last_sign_in_at from s, u`,
    [user.id, req.headers['user-agent'] ?? null, req.socket.remoteAddress ?? null, refreshToken],
  );
  const session = rows[0] as { id: string; created_at: Date; last_sign_in_at: Date };
  return tokenResponse(deps, { ...user, last_sign_in_at: session.last_sign_in_at }, session, refreshToken, method);
}
