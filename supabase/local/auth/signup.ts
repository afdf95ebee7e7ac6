import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { clientAddress } from '../client-address.ts';
import { checkPassword } from './admin.ts';
import type { AuthCall, AuthDeps, Endpoint } from './endpoint.ts';
import { AuthApiError, invalidEmail, validationFailed } from './errors.ts';
import { readJson, text, type Reply } from './http.ts';
import { secondsUntilNextLink, sendLink, tooSoon } from './links.ts';
import { challengeOf, type Challenge } from './pkce.ts';
import { startSession } from './sessions.ts';
import { EMAIL_FORMAT, EMAIL_PROVIDER, findUser, insertUser, userJson, type UserRow } from './users.ts';

/**
 * POST /signup as GoTrue answers it (internal/api/signup.go, anonymous.go), under supabase/config.toml:
 * [auth] enable_signup (off: 422 signup_disabled), [auth.email] enable_signup (the e-mail provider),
 * enable_confirmations (off: signed in at once; on: a confirmation e-mail and the user without a session),
 * enable_anonymous_sign_ins (a body without e-mail or phone), and [auth.rate_limit] sign_in_sign_ups and
 * anonymous_users per client address. The product keeps sign-up closed; tests open it on an instance of their own.
 */

const signupDisabled = () => new AuthApiError(422, 'signup_disabled', 'Signups not allowed for this instance');

async function signUpAnonymously(deps: AuthDeps, req: IncomingMessage, body: Record<string, unknown>): Promise<Reply> {
  if (!deps.settings.enableAnonymousSignIns) throw new AuthApiError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  deps.requestLimits.anonymousSignIn(clientAddress(req));
  if (!deps.settings.enableSignup) throw signupDisabled();
  const user = await insertUser(deps.pool, { email: null, anonymous: true, appMetadata: {}, userMetadata: body.data });
  return { status: 200, body: await startSession(deps, user, req, 'anonymous') };
}

/** GoTrue's answer to a sign-up for a confirmed address while confirmations are on: a made-up user, so nobody learns who has an account. */
function sanitizedUser(user: UserRow, data: unknown): UserRow {
  const now = new Date();
  return {
    ...user,
    id: randomUUID(),
    role: '',
    created_at: now,
    updated_at: now,
    confirmation_sent_at: now,
    last_sign_in_at: null,
    confirmed_at: null,
    email_confirmed_at: null,
    phone_confirmed_at: null,
    raw_user_meta_data: (data ?? {}) as Record<string, unknown>,
    raw_app_meta_data: EMAIL_PROVIDER,
    phone: '',
  };
}

/** The confirmation e-mail: one per address per max_frequency, within the instance's e-mails per hour. */
async function sendConfirmation(deps: AuthDeps, user: UserRow, redirectTo: string | null, challenge: Challenge | undefined): Promise<void> {
  const wait = await secondsUntilNextLink(deps, user.id, 'signup');
  if (wait > 0) throw tooSoon(wait);
  deps.requestLimits.email();
  const { tokenHash } = await sendLink(deps, user, 'signup', redirectTo);
  if (challenge) deps.pkceFlows.remember(tokenHash, challenge);
}

async function signUpWithEmail(deps: AuthDeps, { req, query }: AuthCall, body: Record<string, unknown>): Promise<Reply> {
  deps.requestLimits.signUp(clientAddress(req));
  const { settings } = deps;
  if (!settings.enableSignup) throw signupDisabled();
  const password = text(body.password);
  if (!password) throw validationFailed('Signup requires a valid password');
  checkPassword(password, settings);
  if (body.email && body.phone) throw validationFailed('Only an email address or phone number should be provided on signup.');
  const challenge = challengeOf(body);
  if (body.phone) throw new AuthApiError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  if (!settings.enableEmailProvider) throw new AuthApiError(400, 'email_provider_disabled', 'Email signups are disabled');
  const email = text(body.email).trim().toLowerCase();
  if (!EMAIL_FORMAT.test(email)) throw invalidEmail();
  const existing = await findUser(deps.pool, 'lower(email) = $1 and is_sso_user = false', email);
  if (existing?.email_confirmed_at && settings.enableConfirmations) return { status: 200, body: userJson(sanitizedUser(existing, body.data)) };
  // Stricter than GoTrue, which confirms and signs in an unconfirmed (e.g. invited) user here without their password.
  if (existing && !settings.enableConfirmations) throw new AuthApiError(422, 'user_already_exists', 'User already registered');
  const user = existing ?? (await insertUser(deps.pool, { email, password, userMetadata: body.data, confirmed: !settings.enableConfirmations }));
  if (user.email_confirmed_at) return { status: 200, body: await startSession(deps, user, req, 'password') };
  await sendConfirmation(deps, user, query.get('redirect_to'), challenge);
  const { rows } = await deps.pool.query<{ confirmation_sent_at: Date }>('select confirmation_sent_at from auth.users where id = $1', [user.id]);
  return { status: 200, body: userJson({ ...user, confirmation_sent_at: rows[0]?.confirmation_sent_at ?? null }) };
}

async function signUp(call: AuthCall): Promise<Reply> {
  const body = await readJson(call.req);
  if (!body.email && !body.phone) return signUpAnonymously(call.deps, call.req, body);
  return signUpWithEmail(call.deps, call, body);
}

/**
 * The confirmation e-mail again (auth-js resend): only for an address still unconfirmed, and at most one per
 * [auth.email] max_frequency; `{}` whoever asks. Unlike hosted GoTrue, an address whose last e-mail is too recent (a
 * sign-up or an invitation just sent) is not answered 429: that answer told an address with an account, or a pending
 * invitation, from an unknown one. Nothing is sent then, as for an unknown address.
 */
async function resend({ req, query, deps }: AuthCall): Promise<Reply> {
  const body = await readJson(req);
  const type = text(body.type);
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  }
  const email = text(body.email);
  const phone = text(body.phone);
  if (!email && type === 'signup') throw validationFailed('Type provided requires an email address');
  if (!phone && type === 'sms') throw validationFailed('Type provided requires a phone number');
  if (email && phone) throw validationFailed('Only an email address or phone number should be provided.');
  if (phone) throw new AuthApiError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!email) throw validationFailed('Missing email address or phone number');
  if (!deps.settings.enableEmailProvider) throw new AuthApiError(400, 'email_provider_disabled', 'Email logins are disabled');
  if (!EMAIL_FORMAT.test(email.trim())) throw invalidEmail();
  const challenge = challengeOf(body);
  const user = await findUser(deps.pool, 'lower(email) = lower($1) and is_sso_user = false', email.trim());
  // The stand-in makes no e-mail change, so there is never one to resend.
  if (user && type === 'signup' && !user.email_confirmed_at && (await secondsUntilNextLink(deps, user.id, 'signup')) === 0) {
    await sendConfirmation(deps, user, query.get('redirect_to'), challenge);
  }
  return { status: 200, body: {} };
}

export const signupEndpoints: Endpoint[] = [
  { method: 'POST', path: '/signup', handle: signUp },
  { method: 'POST', path: '/resend', handle: resend },
];
