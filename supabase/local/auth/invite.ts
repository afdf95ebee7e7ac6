import type { AuthCall, Endpoint } from './endpoint.ts';
import { adminOnly } from './admin.ts';
import { emailExists, invalidEmail } from './errors.ts';
import { readJson, text } from './http.ts';
import { sendLink } from './links.ts';
import { EMAIL_FORMAT, findUser, insertUser, userJson } from './users.ts';

/**
 * POST /invite {email, data} (service role only: supabase-js auth.admin.inviteUserByEmail): creates the
 * user without a password and e-mails an invitation link. Inviting an address again before it has
 * accepted sends a new link (the old one stops working); an accepted (confirmed) address is refused.
 */

async function invite({ req, query, deps }: AuthCall) {
  const body = await readJson(req);
  const email = text(body.email).trim().toLowerCase();
  if (!EMAIL_FORMAT.test(email)) throw invalidEmail();
  const metadata = typeof body.data === 'object' && body.data !== null ? body.data : {};
  let user = await findUser(deps.pool, 'lower(email) = $1 and is_sso_user = false', email);
  if (user?.email_confirmed_at) throw emailExists();
  user ??= await insertUser(deps.pool, { email, userMetadata: metadata });
  return { status: 200, body: userJson((await sendLink(deps, user, 'invite', query.get('redirect_to'))).user) };
}

export const inviteEndpoints: Endpoint[] = [{ method: 'POST', path: '/invite', handle: adminOnly(invite) }];
