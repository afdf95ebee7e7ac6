import { createHash, randomInt } from 'node:crypto';
import type { AuthDeps } from './endpoint.ts';
import { AuthApiError } from './errors.ts';
import { sendAuthMail, type MailType } from './mail.ts';
import { isBanned, USER_COLUMNS, type UserRow } from './users.ts';

/**
 * One-time e-mail links as GoTrue makes them: a 6-digit OTP, its hash sha224(email + otp) stored in the
 * user's confirmation_token (invite) or recovery_token (recovery) with the time it was sent. A link is
 * consumed once and lasts LINK_SECONDS (supabase/config.toml [auth.email] otp_expiry).
 */

export const LINK_SECONDS = 86_400;

const COLUMNS: Record<MailType, { token: string; sentAt: string }> = {
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
};

export const isLinkType = (type: string): type is MailType => Object.hasOwn(COLUMNS, type);

export const linkExpired = () => new AuthApiError(403, 'otp_expired', 'Token has expired or is invalid');

/** Stores a new link token for the user and e-mails the link; returns the token hash and the updated user. */
export async function sendLink(deps: AuthDeps, user: UserRow, type: MailType): Promise<{ tokenHash: string; user: UserRow }> {
  const email = user.email ?? '';
  const token = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const tokenHash = createHash('sha224').update(email + token).digest('hex');
  const { token: tokenColumn, sentAt } = COLUMNS[type];
  const invited = type === 'invite' ? ', invited_at = now()' : '';
  const { rows } = await deps.pool.query<UserRow>(
    `update auth.users set ${tokenColumn} = $2, ${sentAt} = now()${invited} where id = $1 returning ${USER_COLUMNS}`,
    [user.id, tokenHash],
  );
  sendAuthMail(deps, type, { email, tokenHash, token });
  return { tokenHash, user: rows[0] as UserRow };
}

/**
 * The user whose unexpired link of `type` has this token hash; the link is used up and the e-mail
 * address counts as confirmed (the person received the mail). Unknown, used and expired are one error.
 */
export async function consumeLink(deps: AuthDeps, type: MailType, tokenHash: string): Promise<UserRow> {
  const { token: tokenColumn, sentAt } = COLUMNS[type];
  const { rows } = await deps.pool.query<UserRow>(
    `update auth.users set ${tokenColumn} = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where ${tokenColumn} = $1 and $1 <> '' and deleted_at is null and ${sentAt} > now() - make_interval(secs => $2)
      returning ${USER_COLUMNS}`,
    [tokenHash, LINK_SECONDS],
  );
  const user = rows[0];
  if (!user) throw linkExpired();
  if (isBanned(user)) throw new AuthApiError(403, 'user_banned', 'User is banned');
  return user;
}
