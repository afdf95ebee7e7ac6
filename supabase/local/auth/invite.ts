import type { AuthCall, Endpoint } from './endpoint.ts';
import { adminOnly } from './admin.ts';
import { AuthApiError, validationFailed } from './errors.ts';
import { readJson, text } from './http.ts';
import { sendLink } from './links.ts';
import { EMAIL_FORMAT, findUser, USER_COLUMNS, userJson, type UserRow } from './users.ts';

/**
 * POST /invite {email, data} (service role only: supabase-js auth.admin.inviteUserByEmail): creates the
 * user without a password and e-mails an invitation link. Inviting an address again before it has
 * accepted sends a new link (the old one stops working); an accepted (confirmed) address is refused.
 */

async function invite({ req, deps }: AuthCall) {
  const body = await readJson(req);
  const email = text(body.email).trim().toLowerCase();
  if (!EMAIL_FORMAT.test(email)) throw validationFailed('Unable to validate email address: invalid format');
  const metadata = typeof body.data === 'object' && body.data !== null ? body.data : {};
  let user = await findUser(deps.pool, 'lower(email) = $1 and is_sso_user = false', email);
  if (user?.email_confirmed_at) {
    throw new AuthApiError(422, 'email_exists', 'A user with this email address has already been registered');
  }
  if (!user) {
    const { rows } = await deps.pool.query<UserRow>(
      `insert into auth.users (email, raw_user_meta_data, confirmation_token, recovery_token, email_change_token_new, email_change)
       values ($1, $2, '', '', '', '') returning ${USER_COLUMNS}`,
      [email, metadata],
    );
    user = rows[0] as UserRow;
  }
  return { status: 200, body: userJson((await sendLink(deps, user, 'invite')).user) };
}

export const inviteEndpoints: Endpoint[] = [{ method: 'POST', path: '/invite', handle: adminOnly(invite) }];
