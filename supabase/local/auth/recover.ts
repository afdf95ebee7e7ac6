import type { AuthCall, Endpoint } from './endpoint.ts';
import { AuthApiError, validationFailed } from './errors.ts';
import { readJson, text } from './http.ts';
import { sendLink } from './links.ts';
import { challengeOf } from './pkce.ts';
import { EMAIL_FORMAT, findUser } from './users.ts';

/**
 * POST /recover {email, code_challenge?, code_challenge_method?}: e-mails a password-recovery link.
 * An unknown address gets the same empty 200 (no account enumeration). As GoTrue (SMTP max_frequency),
 * one address gets at most one e-mail a minute.
 */

const MAX_FREQUENCY_SECONDS = 60;

async function recover({ req, deps }: AuthCall) {
  const body = await readJson(req);
  const email = text(body.email).trim().toLowerCase();
  if (!EMAIL_FORMAT.test(email)) throw validationFailed('Unable to validate email address: invalid format');
  const challenge = challengeOf(body);
  const user = await findUser(deps.pool, 'lower(email) = $1 and is_sso_user = false', email);
  if (!user) return { status: 200, body: {} };
  const { rows } = await deps.pool.query<{ wait: number }>(
    `select ceil(extract(epoch from recovery_sent_at + make_interval(secs => $2) - now()))::int as wait
       from auth.users where id = $1 and recovery_sent_at > now() - make_interval(secs => $2)`,
    [user.id, MAX_FREQUENCY_SECONDS],
  );
  const wait = rows[0]?.wait;
  if (wait !== undefined) {
    throw new AuthApiError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`);
  }
  const { tokenHash } = await sendLink(deps, user, 'recovery');
  if (challenge) deps.pkceFlows.remember(tokenHash, challenge);
  return { status: 200, body: {} };
}

export const recoverEndpoints: Endpoint[] = [{ method: 'POST', path: '/recover', handle: recover }];
