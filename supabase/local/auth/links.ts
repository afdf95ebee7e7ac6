import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { AuthDeps } from './endpoint.ts';
import { AuthApiError } from './errors.ts';
import { sendAuthMail, type MailType } from './mail.ts';
import { isBanned, USER_COLUMNS, type UserRow } from './users.ts';

/**
 * One-time e-mail links as GoTrue makes them: an OTP of [auth.email] otp_length digits, its hash
 * sha224(email + otp) stored in the user's confirmation_token (invite) or recovery_token (recovery) with the
 * time it was sent. A link is consumed once and lasts [auth.email] otp_expiry (supabase/config.toml).
 * The hash is the link's token: with 10 digits and the verification limits of verify-limits.ts, guessing
 * one is out of reach (docs/decisions/040-abuse-limits-and-the-client-address.md).
 */

const COLUMNS: Record<MailType, { token: string; sentAt: string }> = {
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
};

export const isLinkType = (type: string): type is MailType => Object.hasOwn(COLUMNS, type);

export const linkExpired = () => new AuthApiError(403, 'otp_expired', 'Token has expired or is invalid');

/** Stores a new link token for the user and e-mails the link; returns the token hash and the updated user. */
export async function sendLink(deps: AuthDeps, user: UserRow, type: MailType): Promise<{ tokenHash: string; user: UserRow }> {
  const email = user.email ?? '';
  const { otpLength } = deps.settings;
  const token = randomInt(0, 10 ** otpLength).toString().padStart(otpLength, '0');
  const tokenHash = linkTokenHash(email, token);
  const { token: tokenColumn, sentAt } = COLUMNS[type];
  const invited = type === 'invite' ? ', invited_at = now()' : '';
  const { rows } = await deps.pool.query<UserRow>(
    `update auth.users set ${tokenColumn} = $2, ${sentAt} = now()${invited} where id = $1 returning ${USER_COLUMNS}`,
    [user.id, tokenHash],
  );
  sendAuthMail(deps, type, { email, tokenHash, token, metadata: user.raw_user_meta_data });
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
    [tokenHash, deps.settings.otpExpirySeconds],
  );
  const user = rows[0];
  if (!user) throw linkExpired();
  if (isBanned(user)) throw new AuthApiError(403, 'user_banned', 'User is banned');
  return user;
}

/** GoTrue's token hash of a link: sha224 of the address and the code, in hex. */
export const linkTokenHash = (email: string, code: string) => createHash('sha224').update(email + code).digest('hex');

/** Whether `code` is the one behind the user's outstanding link of `type` (compared in constant time). */
export async function codeMatches(deps: AuthDeps, user: UserRow, type: MailType, code: string): Promise<boolean> {
  const { rows } = await deps.pool.query<{ hash: string }>(`select ${COLUMNS[type].token} as hash from auth.users where id = $1`, [user.id]);
  const stored = Buffer.from(rows[0]?.hash ?? '');
  const given = Buffer.from(linkTokenHash(user.email ?? '', code));
  return stored.length > 0 && stored.length === given.length && timingSafeEqual(stored, given);
}

/** Uses up the user's outstanding link of `type` without a session: too many wrong codes were tried against it. */
export async function revokeLink(deps: AuthDeps, user: UserRow, type: MailType): Promise<void> {
  await deps.pool.query(`update auth.users set ${COLUMNS[type].token} = '' where id = $1`, [user.id]);
}
