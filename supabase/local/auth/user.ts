import type { Endpoint } from './endpoint.ts';
import { validationFailed } from './errors.ts';
import { authenticate } from './sessions.ts';
import { userJson } from './users.ts';

/** The signed-in user's own endpoints: GET /user and POST /logout (scopes global, local, others). */

const LOGOUT_SCOPES = ['global', 'local', 'others'];

export const userEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/user',
    async handle({ req, deps }) {
      return { status: 200, body: userJson((await authenticate(deps, req)).user) };
    },
  },
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
