import { checkPassword } from './admin.ts';
import type { AuthCall, Endpoint } from './endpoint.ts';
import { AuthApiError, validationFailed } from './errors.ts';
import { readJson } from './http.ts';
import { authenticate } from './sessions.ts';
import { USER_COLUMNS, userJson, type UserRow } from './users.ts';

/** The signed-in user's own endpoints: GET and PUT /user, POST /logout (scopes global, local, others). */

/** PUT /user {password?, data?}: a new password (not the current one) and merged user metadata. */
async function updateOwnUser({ req, deps }: AuthCall) {
  const { user } = await authenticate(deps, req);
  const body = await readJson(req);
  const password = typeof body.password === 'string' ? body.password : null;
  if (password !== null) {
    checkPassword(password, deps.settings);
    const { rows } = await deps.pool.query<{ same: boolean }>(
      'select encrypted_password = extensions.crypt($2, encrypted_password) as same from auth.users where id = $1',
      [user.id, password],
    );
    if (rows[0]?.same) throw new AuthApiError(422, 'same_password', 'New password should be different from the old password.');
  }
  const { rows } = await deps.pool.query<UserRow>(
    `update auth.users set
       encrypted_password = coalesce(extensions.crypt($2, extensions.gen_salt('bf', 10)), encrypted_password),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || coalesce($3::jsonb, '{}'),
       updated_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [user.id, password, typeof body.data === 'object' ? body.data : null],
  );
  return { status: 200, body: userJson(rows[0] as UserRow) };
}

const LOGOUT_SCOPES = ['global', 'local', 'others'];

export const userEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/user',
    async handle({ req, deps }) {
      return { status: 200, body: userJson((await authenticate(deps, req)).user) };
    },
  },
  { method: 'PUT', path: '/user', handle: updateOwnUser },
  {
    method: 'POST',
    path: '/logout',
    async handle({ req, query, deps }) {
      const { user, sessionId } = await authenticate(deps, req);
      const scope = query.get('scope') ?? 'global';
      if (!LOGOUT_SCOPES.includes(scope)) throw validationFailed(`Unsupported logout scope "${scope}"`);
      if (scope === 'global' || !sessionId) await deps.pool.query('delete from auth.sessions where user_id = $1', [user.id]);
      else if (scope === 'local') await deps.pool.query('delete from auth.sessions where id = $1', [sessionId]);
      else await deps.pool.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
      return { status: 204 };
    },
  },
];
