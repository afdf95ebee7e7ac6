import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { AuthDeps } from './endpoint.ts';
import { AuthApiError } from './errors.ts';
import { sendAuthMail, type MailType } from './mail.ts';
import { redirectTarget } from './redirects.ts';
import { isBanned, USER_COLUMNS, type UserRow } from './users.ts';

/**
 * One-time e-mail links as GoTrue makes them: an OTP of [auth.email] otp_length digits, its hash
 * sha224(email + otp) stored in the user's confirmation_token (invite, sign-up) or recovery_token (recovery,
 * magic link) with the time it was sent. A link is consumed once and lasts [auth.email] otp_expiry
 * (supabase/config.toml). The hash is the link's token: with 10 digits and the verification limits of
 * verify-limits.ts, guessing one is out of reach (docs/decisions/040-abuse-limits-and-the-client-address.md).
 */

const COLUMNS: Record<MailType, { token: string; sentAt: string }> = {
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
};

export const isLinkType = (type: string): type is MailType => Object.hasOwn(COLUMNS, type);

export const linkExpired = () => new AuthApiError(403, 'otp_expired', 'Token has expired or is invalid');

export type Link = { otp: string; tokenHash: string; user: UserRow; actionLink: string; redirectTo: string };

/**
 * Stores a new link token of `type` for the user (replacing an outstanding one) without sending it:
 * GoTrue's {{ .ConfirmationURL }} is its /verify link, which redirects to `redirectTo` when that is allowed.
 */
export async function issueLink(deps: AuthDeps, user: UserRow, type: MailType, redirectTo?: string | null): Promise<Link> {
  const email = user.email ?? '';
  const { otpLength } = deps.settings;
  const otp = randomInt(0, 10 ** otpLength).toString().padStart(otpLength, '0');
  const tokenHash = linkTokenHash(email, otp);
  const { token: tokenColumn, sentAt } = COLUMNS[type];
  const invited = type === 'invite' ? ', invited_at = now()' : '';
  const { rows } = await deps.pool.query<UserRow>(
    `update auth.users set ${tokenColumn} = $2, ${sentAt} = now()${invited} where id = $1 returning ${USER_COLUMNS}`,
    [user.id, tokenHash],
  );
  const target = redirectTarget(deps, redirectTo);
  const actionLink = `${deps.siteUrl()}/auth/v1/verify?${new URLSearchParams({ token: tokenHash, type, redirect_to: target })}`;
  return { otp, tokenHash, user: rows[0] as UserRow, actionLink, redirectTo: target };
}

/** Stores a new link token for the user and e-mails the link; returns the link. */
export async function sendLink(deps: AuthDeps, user: UserRow, type: MailType, redirectTo?: string | null): Promise<Link> {
  const link = await issueLink(deps, user, type, redirectTo);
  const email = user.email ?? '';
  sendAuthMail(deps, type, { email, tokenHash: link.tokenHash, token: link.otp, metadata: user.raw_user_meta_data, confirmationUrl: link.actionLink });
  return link;
}

/** Seconds until the user may be sent another link of `type` ([auth.email] max_frequency); 0: now. */
export async function secondsUntilNextLink(deps: AuthDeps, userId: string | null, type: MailType): Promise<number> {
  const { sentAt } = COLUMNS[type];
  const { rows } = await deps.pool.query<{ wait: number }>(
    `select ceil(extract(epoch from ${sentAt} + make_interval(secs => $2) - now()))::int as wait
       from auth.users where id = $1 and ${sentAt} > now() - make_interval(secs => $2)`,
    [userId, deps.settings.maxFrequencySeconds],
  );
  return rows[0]?.wait ?? 0;
}

export const tooSoon = (seconds: number) =>
  new AuthApiError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`);

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
