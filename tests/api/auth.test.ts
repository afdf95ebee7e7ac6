import { describe, expect, it, onTestFinished } from 'vitest';
import { LOCAL_JWT_SECRET } from '../../supabase/local/context.ts';
import { signJwt } from '../../supabase/local/jwt.ts';
import { anonClient, DEMO_PASSWORD, serviceClient, signedInClient } from '../support/clients';
import { sql, sqlValue } from '../support/db';
import { testUser } from '../support/users';
import { stack } from '../support/stack';

/** /auth/v1 of the local stand-in as supabase-js sees it, plus the wire details GoTrue clients rely on. */

const siteUrl = stack().siteUrl;
const anonKey = stack().anonKey;

function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

/** A raw /auth/v1 call with the headers supabase-js sends (apikey, API version). */
function authFetch(path: string, init: { method?: string; bearer?: string; headers?: Record<string, string> } = {}) {
  return fetch(`${siteUrl}/auth/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: anonKey,
      'X-Supabase-Api-Version': '2024-01-01',
      ...(init.bearer ? { Authorization: `Bearer ${init.bearer}` } : {}),
      ...init.headers,
    },
  });
}

async function currentSession(client: Awaited<ReturnType<typeof signedInClient>>) {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('expected a session');
  return data.session;
}

describe('password sign-in', () => {
  it('refuses a wrong password with GoTrue’s error', async () => {
    const { data, error } = await anonClient().auth.signInWithPassword({ email: 'admin@example.com', password: 'not-the-password' });

    expect(data.session).toBeNull();
    expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { error } = await anonClient().auth.signInWithPassword({ email: 'nobody@example.com', password: DEMO_PASSWORD });

    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('issues a session whose JWT has Supabase’s claims', async () => {
    const { data, error } = await anonClient().auth.signInWithPassword({ email: 'admin@example.com', password: DEMO_PASSWORD });

    expect(error).toBeNull();
    const session = data.session;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { email: 'admin@example.com', aud: 'authenticated' } });
    const claims = claimsOf(session?.access_token ?? '');
    expect(claims).toMatchObject({
      iss: `${siteUrl}/auth/v1`,
      sub: data.user?.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'admin@example.com',
      aal: 'aal1',
      is_anonymous: false,
      session_id: expect.any(String),
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
  });

  it('gives a JWT that PostgREST accepts: auth.uid() sees the user, so RLS shows the own profile only', async () => {
    const member = await signedInClient('member@example.com');

    const { data, error } = await member.from('user_profiles').select('email, role');

    expect(error).toBeNull();
    expect(data).toEqual([{ email: 'member@example.com', role: 'member' }]);
  });

  it('PostgREST refuses a token whose signature does not match', async () => {
    const session = await currentSession(await signedInClient('member@example.com'));
    const [header, payload] = session.access_token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged-signature').toString('base64url')}`;

    const res = await fetch(`${siteUrl}/rest/v1/user_profiles?select=role`, { headers: { apikey: anonKey, Authorization: `Bearer ${forged}` } });

    expect(res.status).toBe(401);
  });
});

describe('refresh and sign-out', () => {
  it('a refresh gives a new working session, and the old refresh token is then refused', async () => {
    const editor = await signedInClient('editor@example.com');
    const first = await currentSession(editor);

    const { data, error } = await editor.auth.refreshSession();

    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.refresh_token).not.toBe(first.refresh_token);
    const { data: userData } = await editor.auth.getUser();
    expect(userData.user?.email).toBe('editor@example.com');
    const { data: rows } = await editor.from('user_profiles').select('role');
    expect(rows).toEqual([{ role: 'editor' }]);

    const reuse = await anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
  });

  it('after sign-out the refresh token and the access token are refused', async () => {
    // A user of its own: a global sign-out of a demo account would end other tests' sessions.
    const reviewer = (await testUser('reviewer')).client;
    const session = await currentSession(reviewer);

    const { error } = await reviewer.auth.signOut();

    expect(error).toBeNull();
    const refresh = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const user = await authFetch('/user', { bearer: session.access_token });
    expect(user.status).toBe(403);
    expect(await user.json()).toEqual({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' });
  });
});

describe('GET /user', () => {
  it('returns the signed-in user', async () => {
    const session = await currentSession(await signedInClient('admin@example.com'));

    const res = await authFetch('/user', { bearer: session.access_token });

    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: session.user.id, email: 'admin@example.com', role: 'authenticated' });
  });

  it('refuses the anon key: it names no user', async () => {
    const res = await authFetch('/user', { bearer: anonKey });

    expect(res.status).toBe(403);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toEqual({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
  });

  it('refuses a request without a token', async () => {
    const res = await authFetch('/user');

    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });
  });
});

describe('wire details', () => {
  it('answers in GoTrue’s legacy error shape to clients that send no API version', async () => {
    const res = await fetch(`${siteUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'wrong' }),
    });

    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBeNull();
    expect(await res.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('lets a page on another allowed origin read the error code (exposes X-Supabase-Api-Version)', async () => {
    const res = await fetch(`${siteUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'X-Supabase-Api-Version': '2024-01-01', Origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'wrong' }),
    });

    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
  });

  it('the /rest/v1 proxy forwards counts (Content-Range)', async () => {
    const stored = await sqlValue<number>('select count(*)::int from public.clients');
    expect(stored).toBeGreaterThan(2);

    const { count, error } = await anonClient().from('clients').select('*', { count: 'exact', head: true });
    const res = await fetch(`${siteUrl}/rest/v1/clients?select=id&limit=2`, { headers: { apikey: anonKey, Prefer: 'count=exact' } });

    expect(error).toBeNull();
    expect(count).toBe(stored);
    expect(res.headers.get('content-range')).toBe(`0-1/${stored}`);
    expect(await res.json()).toHaveLength(2);
  });
});

describe('sign-in timing', () => {
  const TRIES = 7;

  /** Milliseconds one refused password sign-in takes, measured from the client. */
  async function signInMs(email: string): Promise<number> {
    const startedAt = performance.now();
    const res = await fetch(`${siteUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'not-the-password' }),
    });
    await res.arrayBuffer();
    expect(res.status).toBe(400);
    return performance.now() - startedAt;
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

  it('an unknown e-mail takes as long as a wrong password of a known one', async () => {
    // The known account at GoTrue's bcrypt cost, as on hosted: the test stacks hash the demo accounts at the lowest
    // (tests/setup/global-setup.ts), which is what this test would otherwise measure.
    const hashAt = (cost: number) => sql(`update auth.users set encrypted_password = extensions.crypt($1, extensions.gen_salt('bf', ${cost})) where email = 'admin@example.com'`, [DEMO_PASSWORD]);
    await hashAt(10);
    onTestFinished(() => hashAt(4).then(() => undefined));
    await signInMs('nobody@example.com'); // warm-up: the first call makes the dummy hash
    const unknown: number[] = [];
    const known: number[] = [];
    // Interleaved, so a busy moment of the machine hits both alike.
    for (let i = 0; i < TRIES; i++) {
      unknown.push(await signInMs(`nobody-${i}@example.com`));
      known.push(await signInMs('admin@example.com'));
    }

    const [fast, slow] = [median(unknown), median(known)].sort((a, b) => a - b) as [number, number];
    console.log(`sign-in refused in ${median(unknown).toFixed(1)} ms (unknown e-mail) vs ${median(known).toFixed(1)} ms (wrong password)`);
    // bcrypt dominates both; before the dummy hash the ratio was about 20 (3 ms vs 70 ms).
    expect(slow / fast).toBeLessThan(2);
  });
});

describe('small gaps closed', () => {
  /** A raw password grant, as a script would send it. */
  function passwordGrant(body: Record<string, unknown>) {
    return fetch(`${siteUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'X-Supabase-Api-Version': '2024-01-01', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  it.each([
    ['e-mail', { email: 'admin@example.com\u0000', password: DEMO_PASSWORD }],
    ['password', { email: 'admin@example.com', password: 'pass\u0000word' }],
  ])('a NUL character in the %s is a validation error, not a 500', async (_field, body) => {
    const res = await passwordGrant(body);

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'validation_failed', message: 'Request body contains a NUL character, which is not allowed' });
  });

  it('refuses a token without exp, which would never expire', async () => {
    const session = await currentSession(await signedInClient('member@example.com'));
    const { exp: _exp, ...claims } = claimsOf(session.access_token);
    const eternal = signJwt(claims, LOCAL_JWT_SECRET);

    const res = await authFetch('/user', { bearer: eternal });

    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: 'bad_jwt',
      message: 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is missing required claim: exp claim is required',
    });
  });

  it('tells that an account is banned only to someone who knows its password', async () => {
    const email = `banned-${Date.now()}@example.com`;
    const { data, error } = await serviceClient().auth.admin.createUser({ email, password: DEMO_PASSWORD, email_confirm: true });
    expect(error).toBeNull();
    const id = data.user?.id as string;
    try {
      await sql("update auth.users set banned_until = now() + interval '1 day' where id = $1", [id]);

      const wrong = await passwordGrant({ email, password: 'not-the-password' });
      const right = await passwordGrant({ email, password: DEMO_PASSWORD });

      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
      expect(right.status).toBe(400);
      expect(await right.json()).toEqual({ code: 'user_banned', message: 'User is banned' });
    } finally {
      await serviceClient().auth.admin.deleteUser(id);
    }
  });
});
