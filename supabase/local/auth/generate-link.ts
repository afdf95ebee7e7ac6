import { randomBytes } from 'node:crypto';
import { adminOnly, checkPassword } from './admin.ts';
import type { AuthCall, Endpoint } from './endpoint.ts';
import { AuthApiError, emailExists, invalidEmail, validationFailed } from './errors.ts';
import { readJson, text, type Reply } from './http.ts';
import { issueLink } from './links.ts';
import type { MailType } from './mail.ts';
import { EMAIL_FORMAT, findUser, insertUser, userJson, USER_COLUMNS, type UserRow } from './users.ts';

/**
 * POST /admin/generate_link (auth-js auth.admin.generateLink; GoTrue's adminGenerateLink): makes the link an
 * e-mail would carry, without sending it, for signup, invite, magiclink or recovery, and answers the user with
 * action_link, email_otp, hashed_token, verification_type and redirect_to. A magic link for an unknown address
 * signs it up (with a random password), as GoTrue does. E-mail change links are not made: the stand-in has no
 * e-mail change.
 */

const LINK_TYPES: readonly string[] = ['signup', 'invite', 'magiclink', 'recovery'];

/** The user the link is for: found, or made for signup and invite; GoTrue's refusals otherwise. */
async function linkUser(call: AuthCall, type: MailType, email: string, body: Record<string, unknown>): Promise<UserRow> {
  const { deps } = call;
  const user = await findUser(deps.pool, 'lower(email) = $1 and is_sso_user = false', email);
  if ((type === 'signup' || type === 'invite') && user?.email_confirmed_at) throw emailExists();
  if (type === 'invite') return user ?? insertUser(deps.pool, { email, userMetadata: body.data });
  if (type !== 'signup') {
    if (!user) throw new AuthApiError(404, 'user_not_found', 'User with this email not found');
    return user;
  }
  if (user) {
    const { rows } = await deps.pool.query<UserRow>(
      `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || coalesce($2::jsonb, '{}') where id = $1 returning ${USER_COLUMNS}`,
      [user.id, body.data ?? null],
    );
    return rows[0] as UserRow;
  }
  const password = text(body.password);
  if (!password) throw validationFailed('Signup requires a valid password');
  checkPassword(password, deps.settings);
  return insertUser(deps.pool, { email, password, userMetadata: body.data });
}

async function generateLink(call: AuthCall): Promise<Reply> {
  const body = await readJson(call.req);
  const email = text(body.email).trim().toLowerCase();
  if (!EMAIL_FORMAT.test(email)) throw invalidEmail();
  let type = text(body.type);
  if (type.startsWith('email_change')) throw validationFailed('E-mail change links are not made by the local stand-in');
  if (!LINK_TYPES.includes(type)) throw validationFailed(`Invalid email action link type requested: ${type}`);
  if (type === 'magiclink' && !(await findUser(call.deps.pool, 'lower(email) = $1 and is_sso_user = false', email))) {
    type = 'signup';
    body.password = randomBytes(48).toString('base64url');
  }
  const user = await linkUser(call, type as MailType, email, body);
  // GoTrue takes the redirect_to query (auth-js sends it there), or the body's when that one is allowed.
  const link = await issueLink(call.deps, user, type as MailType, text(body.redirect_to) || call.query.get('redirect_to'));
  return {
    status: 200,
    body: {
      ...userJson(link.user),
      action_link: link.actionLink,
      email_otp: link.otp,
      hashed_token: link.tokenHash,
      verification_type: type,
      redirect_to: link.redirectTo,
    },
  };
}

export const generateLinkEndpoints: Endpoint[] = [{ method: 'POST', path: '/admin/generate_link', handle: adminOnly(generateLink) }];
