import type { AuthCall, AuthDeps, Endpoint } from './endpoint.ts';
import { invalidEmail } from './errors.ts';
import { readJson, text } from './http.ts';
import { secondsUntilNextLink, sendLink, tooSoon } from './links.ts';
import { challengeOf } from './pkce.ts';
import { EMAIL_FORMAT, findUser, isBanned } from './users.ts';

/**
 * POST /recover {email, code_challenge?, code_challenge_method?}: e-mails a password-recovery link.
 * An unknown address gets the same empty 200 (no account enumeration). As GoTrue ([auth.email]
 * max_frequency), one address gets at most one e-mail a minute, counted from the account's
 * recovery_sent_at; unlike hosted GoTrue, a second request within the minute is refused for an unknown
 * address too (remembered in memory), so the 429 tells nobody who has an account.
 */

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

async function recover({ req, query, deps }: AuthCall) {
  const body = await readJson(req);
  const email = text(body.email).trim().toLowerCase();
  if (!EMAIL_FORMAT.test(email)) throw invalidEmail();
  const challenge = challengeOf(body);
  const user = await findUser(deps.pool, 'lower(email) = $1 and is_sso_user = false', email);
  // Both are asked whoever it is, so the answer's timing says nothing either.
  const known = await secondsUntilNextLink(deps, user?.id ?? null, 'recovery');
  const unknown = unknownAddressWait(deps, email);
  const wait = user ? known : unknown;
  if (wait > 0) throw tooSoon(wait);
  // Someone whose access was removed gets no link (it could not sign them in), and the same answer as anyone.
  if (!user || isBanned(user)) return { status: 200, body: {} };
  const { tokenHash } = await sendLink(deps, user, 'recovery', query.get('redirect_to'));
  if (challenge) deps.pkceFlows.remember(tokenHash, challenge);
  return { status: 200, body: {} };
}

export const recoverEndpoints: Endpoint[] = [{ method: 'POST', path: '/recover', handle: recover }];
