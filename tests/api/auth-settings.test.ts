import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../../supabase/local/auth/index.ts';
import { authSettingsFrom } from '../../supabase/local/auth/settings.ts';
import { LOCAL_JWT_SECRET, PROJECT_ROOT } from '../../supabase/local/context.ts';
import { anonClient, serviceClient } from '../support/clients';
import { sql } from '../support/db';
import { testUser } from '../support/users';
import { anonKey, dbUrl, runDir, siteUrl } from '../support/stack';

/**
 * /auth/v1 under supabase/config.toml's settings, as the Supabase CLI applies them to GoTrue (docs/decisions/063):
 * the product's own file keeps sign-up and anonymous sign-ins closed; instances started here with settings of
 * their own (the stack's database, an outbox of their own) open them, to pin sign-up, confirmations, resend,
 * jwt_expiry, the rate limits, redirect URLs and admin generate_link as auth-js expects them.
 */

type Instance = { url: string; outbox: string; close(): Promise<void> };

/** An auth service of the stand-in with `toml` as its config.toml, on a port of its own. */
async function authInstance(toml: string): Promise<Instance> {
  const localDir = mkdtempSync(join(runDir(), 'auth-settings-'));
  let url = '';
  const service = createAuth(
    { dbUrl: dbUrl(), jwtSecret: LOCAL_JWT_SECRET, publicUrl: () => url, log: () => undefined, localDir, rootDir: PROJECT_ROOT },
    authSettingsFrom(toml),
  );
  const server: Server = createServer((req, res) => service.handle?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    outbox: join(localDir, 'outbox'),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await service.close();
    },
  };
}

/** An instance with `toml` for the tests of the enclosing describe block. */
function authInstanceFor(toml: string): () => Instance {
  let instance: Instance | undefined;
  beforeAll(async () => {
    instance = await authInstance(toml);
  });
  afterAll(() => instance?.close());
  return () => {
    if (!instance) throw new Error('the auth instance has not started');
    return instance;
  };
}

const clientOf = (instance: Instance, key = anonKey()) =>
  createClient(instance.url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });

/** The e-mails the instance wrote for `to`, oldest first. */
function mailsTo(instance: Instance, to: string): { subject: string; type: string; link: string }[] {
  if (!existsSync(instance.outbox)) return [];
  return readdirSync(instance.outbox)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const { email } = JSON.parse(readFileSync(join(instance.outbox, name), 'utf8')) as { email: { to: string; subject: string; type: string } };
      const html = readFileSync(join(instance.outbox, name.replace(/\.json$/, '.html')), 'utf8');
      return { ...email, link: (/href="([^"]+)"/.exec(html)?.[1] ?? '').replaceAll('&amp;', '&') };
    })
    .filter((mail) => mail.to === to);
}

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
let counter = 0;
const newEmail = (label: string) => `settings-${label}-${Date.now()}-${(counter += 1)}@example.com`;

afterAll(async () => {
  await sql(`delete from auth.users where email like 'settings-%' or (is_anonymous and raw_user_meta_data->>'test' = 'auth-settings')`);
});

describe('the product’s own config.toml', () => {
  it('refuses sign-up and anonymous sign-ins', async () => {
    const signUp = await anonClient().auth.signUp({ email: newEmail('closed'), password: 'password123' });
    expect(signUp.error).toMatchObject({ status: 422, code: 'signup_disabled', message: 'Signups not allowed for this instance' });
    const anonymous = await anonClient().auth.signInAnonymously();
    expect(anonymous.error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
  });
});

describe('sign-up open, without confirmations', () => {
  const instance = authInstanceFor(
    '[auth]\nenable_signup = true\nenable_anonymous_sign_ins = true\njwt_expiry = 600\nminimum_password_length = 8\n' +
      '[auth.rate_limit]\nanonymous_users = 2\nsign_in_sign_ups = 4\n',
  );

  it('signs the new user in at once, with jwt_expiry’s token', async () => {
    const email = newEmail('open');
    const { data, error } = await clientOf(instance()).auth.signUp({ email, password: 'long-enough-1', options: { data: { name: 'Asha' } } });

    expect(error).toBeNull();
    expect(data.session).toMatchObject({ expires_in: 600, user: { email, user_metadata: { name: 'Asha' }, app_metadata: { provider: 'email' } } });
    const claims = claimsOf(data.session?.access_token ?? '');
    expect((claims.exp as number) - (claims.iat as number)).toBe(600);
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    const again = await clientOf(instance()).auth.signUp({ email, password: 'long-enough-1' });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('holds minimum_password_length and GoTrue’s body checks', async () => {
    const short = await clientOf(instance()).auth.signUp({ email: newEmail('short'), password: 'seven77' });
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 8 characters.' });
    const badEmail = await clientOf(instance()).auth.signUp({ email: 'not-an-email', password: 'long-enough-1' });
    expect(badEmail.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('signs visitors in anonymously, anonymous_users per address an hour', async () => {
    const first = await clientOf(instance()).auth.signInAnonymously({ options: { data: { test: 'auth-settings' } } });
    expect(first.error).toBeNull();
    expect(first.data.user).toMatchObject({ is_anonymous: true, email: '', app_metadata: {} });
    expect(claimsOf(first.data.session?.access_token ?? '')).toMatchObject({ is_anonymous: true, role: 'authenticated', amr: [{ method: 'anonymous' }] });
    await clientOf(instance()).auth.signInAnonymously({ options: { data: { test: 'auth-settings' } } });
    const third = await clientOf(instance()).auth.signInAnonymously({ options: { data: { test: 'auth-settings' } } });
    expect(third.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('counts sign-ups per address (sign_in_sign_ups in 5 minutes)', async () => {
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await clientOf(instance()).auth.signUp({ email: newEmail('burst'), password: 'long-enough-1' }));
    expect(answers.at(-1)?.error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  });
});

describe('sign-up open with confirmations', () => {
  const instance = authInstanceFor(
    '[auth]\nenable_signup = true\nsite_url = "http://localhost:3000"\nadditional_redirect_urls = ["https://app.example.com/**"]\n' +
      '[auth.email]\nenable_confirmations = true\nmax_frequency = "60s"\n[auth.rate_limit]\nemail_sent = 4\n',
  );

  it('answers the user without a session and e-mails a link that confirms and signs in', async () => {
    const email = newEmail('confirm');
    const client = clientOf(instance());
    const { data, error } = await client.auth.signUp({ email, password: 'password123', options: { emailRedirectTo: 'https://app.example.com/welcome' } });

    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, confirmation_sent_at: expect.any(String) as string });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect((await client.auth.signInWithPassword({ email, password: 'password123' })).error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const [mail] = mailsTo(instance(), email);
    expect(mail).toMatchObject({ type: 'signup', subject: 'Confirm your email address' });
    const link = new URL(mail?.link ?? '');
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('redirect_to')).toBe('https://app.example.com/welcome');
    const redirect = await fetch(link, { redirect: 'manual' });
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toMatch(/^https:\/\/app\.example\.com\/welcome#access_token=.+&type=signup$/);
    expect((await client.auth.signInWithPassword({ email, password: 'password123' })).error).toBeNull();
  });

  it('a redirect_to off the allow list goes to the site instead', async () => {
    const email = newEmail('redirect');
    await clientOf(instance()).auth.signUp({ email, password: 'password123', options: { emailRedirectTo: 'https://evil.example.net/' } });
    expect(new URL(mailsTo(instance(), email)[0]?.link ?? '').searchParams.get('redirect_to')).toBe(instance().url);
  });

  it('a sign-up for a confirmed address gets a made-up user and no e-mail', async () => {
    const { data } = await clientOf(instance()).auth.signUp({ email: 'admin@example.com', password: 'whatever-1' });
    const [admin] = await sql<{ id: string }>(`select id from auth.users where email = 'admin@example.com'`);
    expect(data.user).toMatchObject({ email: 'admin@example.com', role: '' });
    expect(data.user?.id).not.toBe(admin?.id);
    expect(mailsTo(instance(), 'admin@example.com')).toEqual([]);
  });

  it('resend: a new link for an unconfirmed address after max_frequency; the same {} for anyone, and for an address e-mailed too recently', async () => {
    const email = newEmail('resend');
    await clientOf(instance()).auth.signUp({ email, password: 'password123' });

    // Within max_frequency of the sign-up's e-mail (or an invitation's): answered as an unknown address is, nothing sent.
    const tooSoon = await clientOf(instance()).auth.resend({ type: 'signup', email });
    expect(tooSoon).toEqual(await clientOf(instance()).auth.resend({ type: 'signup', email: newEmail('nobody') }));
    expect(tooSoon).toEqual({ data: { user: null, session: null }, error: null });
    expect(mailsTo(instance(), email)).toHaveLength(1);
    await sql(`update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = $1`, [email]);
    expect(await clientOf(instance()).auth.resend({ type: 'signup', email })).toEqual({ data: { user: null, session: null }, error: null });
    expect(mailsTo(instance(), email)).toHaveLength(2);

    expect((await clientOf(instance()).auth.resend({ type: 'signup', email: newEmail('nobody') })).error).toBeNull();
    expect((await clientOf(instance()).auth.resend({ type: 'signup', email: 'admin@example.com' })).error).toBeNull();
    expect(mailsTo(instance(), 'admin@example.com')).toEqual([]);
    const badType = await fetch(`${instance().url}/auth/v1/resend`, { method: 'POST', body: JSON.stringify({ type: 'recovery', email }) });
    expect(await badType.json()).toMatchObject({ code: 400, error_code: 'validation_failed', msg: 'Missing one of these types: signup, email_change, sms, phone_change' });
  });

  it('email_sent caps the instance’s e-mails per hour', async () => {
    // Four were sent by the tests above; the fifth is over the limit.
    const { error } = await clientOf(instance()).auth.signUp({ email: newEmail('capped'), password: 'password123' });
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' });
  });
});

describe('admin generate_link', () => {
  const admin = () => serviceClient().auth.admin;

  it('makes a magic link for a user without sending it; the hashed token signs in once', async () => {
    const { email } = await testUser('editor');
    const { data, error } = await admin().generateLink({ type: 'magiclink', email });

    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email });
    expect(data.properties).toMatchObject({ verification_type: 'magiclink', email_otp: expect.stringMatching(/^\d{10}$/) as string });
    const action = new URL(data.properties?.action_link ?? '');
    expect(action.pathname).toBe('/auth/v1/verify');
    expect(action.searchParams.get('token')).toBe(data.properties?.hashed_token);
    const verified = await anonClient().auth.verifyOtp({ token_hash: data.properties?.hashed_token ?? '', type: 'magiclink' });
    expect(verified.data.session?.user.email).toBe(email);
    const reused = await anonClient().auth.verifyOtp({ token_hash: data.properties?.hashed_token ?? '', type: 'magiclink' });
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('signs up an unknown address for signup, invite and magiclink; refuses recovery for one', async () => {
    const signUp = await admin().generateLink({ type: 'signup', email: newEmail('gl-signup'), password: 'password123' });
    expect(signUp.data.properties?.verification_type).toBe('signup');
    const magic = await admin().generateLink({ type: 'magiclink', email: newEmail('gl-magic') });
    expect(magic.data.properties?.verification_type).toBe('signup');
    const invite = await admin().generateLink({ type: 'invite', email: newEmail('gl-invite') });
    expect(invite.data.user?.invited_at).toEqual(expect.any(String));
    const recovery = await admin().generateLink({ type: 'recovery', email: newEmail('gl-none') });
    expect(recovery.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User with this email not found' });
    const taken = await admin().generateLink({ type: 'invite', email: 'admin@example.com' });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('is for the service role only', async () => {
    const response = await fetch(`${siteUrl()}/auth/v1/admin/generate_link`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${anonKey()}`, 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ type: 'magiclink', email: 'editor@example.com' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
  });
});
