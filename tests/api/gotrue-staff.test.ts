import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it, onTestFinished } from 'vitest';
import { anonClient, DEMO_PASSWORD, serviceClient, signedInClient } from '../support/clients';
import { sql } from '../support/db';
import { authMailsTo, latestAuthMail, tokenHashOf } from '../support/outbox';
import { testUser } from '../support/users';
import { fetchFrom, visitorAddress } from '../support/visitors';
import { stack } from '../support/stack';

/**
 * The GoTrue endpoints staff management needs (decision 022): the admin API, /invite, /recover,
 * /verify with the PKCE exchange after it, PUT /user, sign-up closed, and the sign-in rate limits.
 */

const siteUrl = stack().siteUrl;
const anonKey = stack().anonKey;

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;


/** Deletes the auth user with this e-mail when the test finishes. */
function removeAfterTest(email: string): void {
  onTestFinished(async () => {
    await sql('delete from auth.users where lower(email) = lower($1)', [email]);
  });
}

/** A raw /auth/v1 call as a script sends it, from its own address (`from`) or from 127.0.0.1. */
function rawAuth(path: string, init: { method?: string; bearer?: string; body?: unknown; headers?: Record<string, string>; from?: string } = {}) {
  return (init.from ? fetchFrom(init.from) : fetch)(`${siteUrl}/auth/v1${path}`, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: {
      apikey: anonKey,
      'X-Supabase-Api-Version': '2024-01-01',
      'Content-Type': 'application/json',
      ...(init.bearer ? { Authorization: `Bearer ${init.bearer}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

describe('closed doors', () => {
  it('refuses self sign-up', async () => {
    const { data, error } = await anonClient().auth.signUp({ email: uniqueEmail('signup'), password: DEMO_PASSWORD });

    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
  });

  it.each([
    ['GET', '/admin/users', undefined],
    ['POST', '/admin/users', { email: 'x@example.com' }],
    ['PUT', '/admin/users/5eed0000-0000-4000-8000-000000000002', { ban_duration: '1h' }],
    ['DELETE', '/admin/users/5eed0000-0000-4000-8000-000000000002', undefined],
    ['POST', '/invite', { email: 'x@example.com' }],
  ])('the admin API (%s %s) refuses the anon key and a signed-in admin', async (method, path, body) => {
    const { data } = await (await signedInClient('admin@example.com')).auth.getSession();
    for (const bearer of [anonKey, data.session?.access_token as string]) {
      const res = await rawAuth(path, { method, bearer, body });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    }
    const editor = await sql<{ banned_until: Date | null }>("select banned_until from auth.users where email = 'editor@example.com'");
    expect(editor[0]?.banned_until).toBeNull();
  });
});

describe('admin updateUserById', () => {
  it('bans with ban_duration and lifts the ban with none', async () => {
    const user = await testUser('editor');
    const admin = serviceClient().auth.admin;

    const banned = await admin.updateUserById(user.id, { ban_duration: '876000h' });
    expect(banned.error).toBeNull();
    expect(new Date(banned.data.user?.banned_until as string).getFullYear()).toBeGreaterThan(2100);
    const refused = await anonClient().auth.signInWithPassword({ email: user.email, password: user.password });
    expect(refused.error).toMatchObject({ status: 400, code: 'user_banned' });
    // The open session cannot be refreshed either.
    const refresh = await user.client.auth.refreshSession();
    expect(refresh.error).toMatchObject({ code: 'user_banned' });

    expect((await admin.updateUserById(user.id, { ban_duration: 'none' })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email: user.email, password: user.password })).error).toBeNull();
  });

  it('refuses a ban duration Go cannot parse, and sets a new password', async () => {
    const user = await testUser('reviewer');
    const admin = serviceClient().auth.admin;

    const { error } = await admin.updateUserById(user.id, { ban_duration: 'forever' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });

    expect((await admin.updateUserById(user.id, { password: 'a-new-password' })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email: user.email, password: 'a-new-password' })).error).toBeNull();
  });
});

describe('invitations', () => {
  it('inviteUserByEmail mails a link to the site; verifying it signs in, then the person sets a password', async () => {
    const email = uniqueEmail('invitee');
    removeAfterTest(email);

    const { data, error } = await serviceClient().auth.admin.inviteUserByEmail(email, { data: { full_name: 'New Person' } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'New Person' } });
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const mail = latestAuthMail(email, 'invite');
    expect(mail.link).toMatch(new RegExp(`^${siteUrl}/admin/accept-invite\\?token_hash=[0-9a-f]{56}&type=invite$`));
    const invitee = anonClient();
    const verified = await invitee.auth.verifyOtp({ token_hash: tokenHashOf(mail), type: 'invite' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    expect((await invitee.auth.updateUser({ password: 'chosen-password' })).error).toBeNull();

    expect((await anonClient().auth.signInWithPassword({ email, password: 'chosen-password' })).error).toBeNull();
    const again = await anonClient().auth.verifyOtp({ token_hash: tokenHashOf(mail), type: 'invite' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const reinvite = await serviceClient().auth.admin.inviteUserByEmail(email);
    expect(reinvite.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('a second invitation replaces the first link; an expired link is refused', async () => {
    const email = uniqueEmail('reinvited');
    removeAfterTest(email);
    await serviceClient().auth.admin.inviteUserByEmail(email);
    const first = latestAuthMail(email, 'invite');
    await serviceClient().auth.admin.inviteUserByEmail(email);
    const second = latestAuthMail(email, 'invite');

    expect(authMailsTo(email, 'invite')).toHaveLength(2);
    expect((await anonClient().auth.verifyOtp({ token_hash: tokenHashOf(first), type: 'invite' })).error).toMatchObject({ code: 'otp_expired' });
    await sql("update auth.users set confirmation_sent_at = now() - interval '25 hours' where email = $1", [email]);
    expect((await anonClient().auth.verifyOtp({ token_hash: tokenHashOf(second), type: 'invite' })).error).toMatchObject({
      status: 403,
      code: 'otp_expired',
    });
  });

  it('the GoTrue link (GET /verify) redirects with the session in the fragment, or with otp_expired', async () => {
    const email = uniqueEmail('implicit');
    removeAfterTest(email);
    await serviceClient().auth.admin.inviteUserByEmail(email);
    const token = tokenHashOf(latestAuthMail(email, 'invite'));
    const link = `/verify?token=${token}&type=invite&redirect_to=${encodeURIComponent(`${siteUrl}/admin`)}`;

    const first = await rawAuth(link);
    expect(first.status).toBe(303);
    const location = new URL(first.headers.get('location') as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${siteUrl}/admin`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('invite');
    expect(fragment.get('token_type')).toBe('bearer');
    const { data } = await anonClient().auth.getUser(fragment.get('access_token') as string);
    expect(data.user?.email).toBe(email);

    const reused = await rawAuth(link);
    expect(new URLSearchParams(new URL(reused.headers.get('location') as string).hash.slice(1)).get('error_code')).toBe('otp_expired');
  });
});

describe('password recovery', () => {
  it('mails a reset link to a known address only, with the same empty answer for an unknown one', async () => {
    const user = await testUser('editor');
    const unknown = uniqueEmail('nobody');

    expect(await anonClient().auth.resetPasswordForEmail(unknown)).toEqual({ data: {}, error: null });
    expect(await anonClient().auth.resetPasswordForEmail(user.email)).toEqual({ data: {}, error: null });

    expect(authMailsTo(unknown)).toEqual([]);
    const mail = latestAuthMail(user.email, 'recovery');
    expect(mail.link).toMatch(new RegExp(`^${siteUrl}/admin/reset-password\\?token_hash=[0-9a-f]{56}&type=recovery$`));
    const recovering = anonClient();
    expect((await recovering.auth.verifyOtp({ token_hash: tokenHashOf(mail), type: 'recovery' })).error).toBeNull();
    expect((await recovering.auth.updateUser({ password: user.password })).error).toMatchObject({ status: 422, code: 'same_password' });
    expect((await recovering.auth.updateUser({ password: 'new-secret-1' })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email: user.email, password: 'new-secret-1' })).error).toBeNull();
  });

  it('sends one e-mail a minute per address, and an expired link is refused', async () => {
    const user = await testUser('reviewer');
    await anonClient().auth.resetPasswordForEmail(user.email);

    const { error } = await anonClient().auth.resetPasswordForEmail(user.email);
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });

    await sql("update auth.users set recovery_sent_at = now() - interval '25 hours' where id = $1", [user.id]);
    const expired = await anonClient().auth.verifyOtp({ token_hash: tokenHashOf(latestAuthMail(user.email, 'recovery')), type: 'recovery' });
    expect(expired.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('a PKCE request comes back from the link with ?code=, which only the requesting client can exchange', async () => {
    const user = await testUser('editor');
    const storage = new Map<string, string>();
    const pkce = createClient(siteUrl, anonKey, {
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storage: {
          getItem: (key) => storage.get(key) ?? null,
          setItem: (key, value) => void storage.set(key, value),
          removeItem: (key) => void storage.delete(key),
        },
      },
    });
    await pkce.auth.resetPasswordForEmail(user.email, { redirectTo: `${siteUrl}/admin/reset-password` });
    const token = tokenHashOf(latestAuthMail(user.email, 'recovery'));

    const res = await rawAuth(`/verify?token=${token}&type=recovery&redirect_to=${encodeURIComponent(`${siteUrl}/admin/reset-password`)}`);
    const code = new URL(res.headers.get('location') as string).searchParams.get('code') as string;
    expect(code).toBeTruthy();
    const exchanged = await pkce.auth.exchangeCodeForSession(code);

    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.id).toBe(user.id);
    const replay = await rawAuth('/token?grant_type=pkce', { method: 'POST', body: { auth_code: code, code_verifier: 'x'.repeat(43) } });
    expect(replay.status).toBe(404);
  });
});

describe('sign-in rate limits', () => {
  /** A password sign-in from `address`, as a script would send it. */
  function signIn(email: string, password: string, address: string) {
    return rawAuth('/token?grant_type=password', { method: 'POST', body: { email, password }, from: address });
  }

  it('one e-mail: slowed after 10 failures, refused after 15, even with the right password', async () => {
    const user = await testUser('editor', 'locked');
    const address = visitorAddress();
    const durations: number[] = [];
    for (let i = 0; i < 15; i++) {
      const startedAt = performance.now();
      expect((await signIn(user.email, 'wrong-password', address)).status).toBe(400);
      durations.push(performance.now() - startedAt);
    }

    expect(Math.min(...durations.slice(12))).toBeGreaterThan(500);
    const refused = await signIn(user.email, user.password, visitorAddress());
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    // Other accounts are not affected.
    expect((await signIn('reviewer@example.com', DEMO_PASSWORD, address)).status).toBe(200);
  });

  it('one address: refused after 50 failures, whichever e-mails they tried', async () => {
    const address = visitorAddress();
    for (let i = 0; i < 50; i++) expect((await signIn(uniqueEmail('guess'), 'wrong-password', address)).status).toBe(400);

    const refused = await signIn('reviewer@example.com', DEMO_PASSWORD, address);
    expect(refused.status).toBe(429);
    expect((await signIn('reviewer@example.com', DEMO_PASSWORD, visitorAddress())).status).toBe(200);
  }, 60_000);
});
