import type { MailType } from './mail.ts';
import { clientAddress } from '../client-address.ts';
import type { AuthCall, AuthDeps, Endpoint } from './endpoint.ts';
import { AuthApiError, validationFailed } from './errors.ts';
import { readJson, text, type Reply } from './http.ts';
import { codeMatches, consumeLink, isLinkType, linkExpired, linkTokenHash, revokeLink } from './links.ts';
import { redirectTarget } from './redirects.ts';
import { startSession } from './sessions.ts';
import { findUser, type UserRow } from './users.ts';

/**
 * /verify: the e-mail link (GET, a redirect back to the site) and its API form (POST, a session in the
 * body): supabase-js verifyOtp({ token_hash, type }), which this project's e-mail templates lead to, or
 * verifyOtp({ email, token, type }) with the code itself. Every call counts against the client's address,
 * and wrong codes for a named account use its link up (verify-limits.ts).
 */

function linkType(value: string) {
  if (!isLinkType(value)) throw validationFailed(`Verify requires a verification type of signup, invite, recovery or magiclink, not "${value}"`);
  return value;
}

/** The e-mail and code form: a wrong code counts against the account it names. */
async function consumeCode(deps: AuthDeps, type: MailType, email: string, code: string): Promise<UserRow> {
  const user = await findUser(deps.pool, 'lower(email) = $1 and is_sso_user = false', email.trim().toLowerCase());
  if (!user) throw linkExpired();
  if (!(await codeMatches(deps, user, type, code))) {
    if (deps.verifyLimits.failed(user.id)) await revokeLink(deps, user, type);
    throw linkExpired();
  }
  deps.verifyLimits.succeeded(user.id);
  return consumeLink(deps, type, linkTokenHash(user.email ?? '', code));
}

async function verifyPost({ req, deps }: AuthCall): Promise<Reply> {
  deps.verifyLimits.admit(clientAddress(req));
  const body = await readJson(req);
  const type = linkType(text(body.type));
  const tokenHash = text(body.token_hash);
  const email = text(body.email);
  const code = text(body.token);
  let user: UserRow;
  if (tokenHash) user = await consumeLink(deps, type, tokenHash);
  else if (email && code) user = await consumeCode(deps, type, email, code);
  else throw validationFailed('Verify requires either a token or a token hash');
  return { status: 200, body: await startSession(deps, user, req, 'otp') };
}

const seeOther = (location: string): Reply => ({ status: 303, headers: { Location: location } });

/**
 * GET /verify?token=&type=&redirect_to=: GoTrue's {{ .ConfirmationURL }}. A PKCE flow comes back with
 * `?code=`, an implicit one with the session in the fragment; a bad link with GoTrue's error fragment.
 */
async function verifyGet({ req, query, deps }: AuthCall): Promise<Reply> {
  deps.verifyLimits.admit(clientAddress(req));
  const base = redirectTarget(deps, query.get('redirect_to'));
  const type = linkType(query.get('type') ?? '');
  const tokenHash = query.get('token') ?? '';
  let user;
  try {
    user = await consumeLink(deps, type, tokenHash);
  } catch (error) {
    if (!(error instanceof AuthApiError)) throw error;
    const fragment = new URLSearchParams({
      error: 'access_denied',
      error_code: error.code,
      error_description: 'Email link is invalid or has expired',
    });
    return seeOther(`${base}#${fragment}`);
  }
  const code = deps.pkceFlows.codeFor(tokenHash, user.id);
  if (code) {
    const url = new URL(base);
    url.searchParams.set('code', code);
    return seeOther(url.toString());
  }
  const session = await startSession(deps, user, req, 'otp');
  const fragment = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type,
  });
  return seeOther(`${base}#${fragment}`);
}

export const verifyEndpoints: Endpoint[] = [
  { method: 'POST', path: '/verify', handle: verifyPost },
  { method: 'GET', path: '/verify', handle: verifyGet },
];
