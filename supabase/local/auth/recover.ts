import type { AuthCall, AuthDeps, Endpoint } from './endpoint.ts';
import { AuthApiError, validationFailed } from './errors.ts';
import { readJson, text } from './http.ts';
import { sendLink } from './links.ts';
import { challengeOf } from './pkce.ts';
import { EMAIL_FORMAT, findUser, isBanned } from './users.ts';

/**
 * POST /recover {email, code_challenge?, code_challenge_method?}: e-mails a password-recovery link.
 * An unknown address gets the same empty 200 (no account enumeration). As GoTrue ([auth.email]
 * max_frequency), one address gets at most one e-mail a minute, counted from the account's
 * recovery_sent_at; unlike hosted GoTrue, a second request within the minute is refused for an unknown
 * address too (remembered in memory), so the 429 tells nobody who has an account.
 */

/** Seconds until the account may be sent another link (0: now), from the time its last one was sent. */
async function accountWait(deps: AuthDeps, userId: string | null): Promise<number> {
  const { rows } = await deps.pool.query<{ wait: number }>(
    `select ceil(extract(epoch from recovery_sent_at + make_interval(secs => $2) - now()))::int as wait
       from auth.users where id = $1 and recovery_sent_at > now() - make_interval(secs => $2)`,
    [userId, deps.settings.maxFrequencySeconds],
  );
  return rows[0]?.wait ?? 0;
}

/** Seconds until an unknown `email` may ask again, or 0 after recording this request. */
function unknownAddressWait(deps: AuthDeps, email: string): number {
  const now = Date.now();
  const frequencyMs = deps.settings.maxFrequencySeconds * 1000;
  const last = deps.recoveryRequests.get(email);
  if (last !== undefined && now - last < frequencyMs) return Math.ceil((last + frequencyMs - now) / 1000);
  deps.recoveryRequests.set(email, now);
  if (deps.recoveryRequests.size > 10_000) {
    for (const [address, at] of deps.recoveryRequests) if (now - at >= frequencyMs) deps.recoveryRequests.delete(address);
  }
  return 0;
}

async function recover({ req, deps }: AuthCall) {
  const body = await readJson(req);
  const email = text(body.email).trim().toLowerCase();
  if (!EMAIL_FORMAT.test(email)) throw validationFailed('Unable to validate email address: invalid format');
  const challenge = challengeOf(body);
  const user = await findUser(deps.pool, 'lower(email) = $1 and is_sso_user = false', email);
  // Both are asked whoever it is, so the answer's timing says nothing either.
  const known = await accountWait(deps, user?.id ?? null);
  const unknown = unknownAddressWait(deps, email);
  const wait = user ? known : unknown;
  if (wait > 0) {
    throw new AuthApiError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`);
  }
  // Someone whose access was removed gets no link (it could not sign them in), and the same answer as anyone.
  if (!user || isBanned(user)) return { status: 200, body: {} };
  const { tokenHash } = await sendLink(deps, user, 'recovery');
  if (challenge) deps.pkceFlows.remember(tokenHash, challenge);
  return { status: 200, body: {} };
}

export const recoverEndpoints: Endpoint[] = [{ method: 'POST', path: '/recover', handle: recover }];
