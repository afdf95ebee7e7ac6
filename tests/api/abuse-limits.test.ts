import { createHash, randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient, type Client } from '../support/clients';
import { sql, sqlValue } from '../support/db';
import { runningOfferId } from '../support/offers';
import { latestAuthMail, tokenHashOf } from '../support/outbox';
import { testUser } from '../support/users';
import { fetchFrom, visitorAddress } from '../support/visitors';
import { stack } from '../support/stack';

/** The seeded running offer a festival booking names (decision 061). */
let offerId = '';
/** CV files for applications, one each (rows of the bucket: what the application's trigger reads, decision 102). */
const cvPaths = Array.from({ length: 210 }, () => `cvs/${randomUUID()}.pdf`);
let nextCv = 0;
beforeAll(async () => {
  offerId = await runningOfferId();
  await sql(`insert into storage.objects (bucket_id, name, metadata) select 'applications', unnest($1::text[]), '{"size": 2048}'::jsonb`, [cvPaths]);
  return () => sql(`delete from storage.objects where bucket_id = 'applications' and name = any($1::text[])`, [cvPaths]);
});

/**
 * The abuse limits of docs/decisions/040-abuse-limits-and-the-client-address.md, tried as an attacker
 * would: the client address a request is judged by, one lead per request, the fill time, newsletter
 * sign-ups that tell nothing, the REST body limit, and the guessing limits of /auth/v1.
 */

const siteUrl = stack().siteUrl;
const anonKey = stack().anonKey;
const serviceRoleKey = stack().serviceRoleKey;

const tag = () => randomUUID().slice(0, 8);
const email = (label: string) => `abuse-${label}-${tag()}@example.com`;

/** One valid row of each lead table, as its form sends it (the fill time included). */
const LEAD_ROWS: Record<string, (address: string) => Record<string, unknown>> = {
  Contacts: (to) => ({ 'Full name': 'Asha', 'Email Address': to, 'Phone Number': 9840012345, message: `Rates please ${tag()}`, form_elapsed_ms: 8000 }),
  festival_bookings: (to) => ({ name: 'Asha', business_name: `Kanchi Loom ${tag()}`, phone: '9840012345', email: to, offer_id: offerId, preferred_package: 'Festival Pro', form_elapsed_ms: 8000 }),
  resource_downloads: (to) => ({
    name: 'Asha', company: 'Kanchi Loom', designation: 'Owner', mobile: '9840012345', email: to, service_id: 'hoardings', resource_title: `Guide ${tag()}`, form_elapsed_ms: 8000,
  }),
  newsletter_subscribers: (to) => ({ email: to, source: 'popup', form_elapsed_ms: 8000 }),
  quote_requests: (to) => ({
    name: 'Asha', company: 'Kanchi Loom', phone: '9840012345', email: to, form_elapsed_ms: 8000,
    items: [{ code: 'CHN-OMR-002', name: `OMR ${tag()}`, starts_on: '2027-01-01', ends_on: '2027-01-31' }],
  }),
  callback_requests: () => ({ name: 'Asha', phone: '9840012345', page: `/sites?${tag()}`, form_elapsed_ms: 8000 }),
  job_applications: (to) => ({
    opening_id: '5eedca4e-0000-4000-8000-000000000001', name: 'Asha', phone: '9840012345', email: to, cv_path: cvPaths[nextCv++], cv_name: `CV ${tag()}.pdf`, form_elapsed_ms: 8000,
  }),
};
type LeadTable = keyof typeof LEAD_ROWS;
const LEAD_TABLES = Object.keys(LEAD_ROWS) as LeadTable[];

const insertLeads = (client: Client, table: LeadTable, rows: Array<Record<string, unknown>>) =>
  client.from(table as 'Contacts').insert(rows as never);

describe('the client address a lead is judged by', () => {
  it('is the address of the connection: a forged x-forwarded-for or cf-connecting-ip changes nothing', async () => {
    const address = visitorAddress();
    const forger = createClient(siteUrl, anonKey, {
      auth: { persistSession: false },
      global: { fetch: fetchFrom(address), headers: { 'x-forwarded-for': '203.0.113.9', 'cf-connecting-ip': '203.0.113.10', 'x-real-ip': '203.0.113.11' } },
    });
    const id = randomUUID();
    expect((await forger.from('callback_requests').insert({ id, ...LEAD_ROWS.callback_requests?.('') } as never)).error).toBeNull();
    expect(await sqlValue('select client_address from public.leads where id = $1', [id])).toBe(address);
  });

  it('ten call-backs from one client claiming ten addresses: the sixth is refused', async () => {
    const address = visitorAddress();
    const statuses: number[] = [];
    for (let i = 1; i <= 10; i += 1) {
      const claiming = createClient(siteUrl, anonKey, { auth: { persistSession: false }, global: { fetch: fetchFrom(address), headers: { 'x-forwarded-for': `198.51.100.${i}` } } });
      statuses.push((await claiming.from('callback_requests').insert(LEAD_ROWS.callback_requests?.('') as never)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
  });

  it('in the database: cf-connecting-ip where the edge set it (hosted), else the last x-forwarded-for entry, never the first', async () => {
    const addressFor = async (headers: Record<string, string>) =>
      sqlValue<string | null>(
        `select public.request_client_address() from (select set_config('request.headers', $1, true)) s`,
        [JSON.stringify(headers)],
      );
    expect(await addressFor({ 'x-forwarded-for': '203.0.113.9, 198.51.100.20' })).toBe('198.51.100.20');
    expect(await addressFor({ 'x-forwarded-for': '203.0.113.9, 198.51.100.20', 'cf-connecting-ip': '192.0.2.44' })).toBe('192.0.2.44');
    expect(await addressFor({ 'x-forwarded-for': '198.51.100.21' })).toBe('198.51.100.21');
    expect(await addressFor({})).toBeNull();
  });
});

describe('one lead per request', () => {
  it.each(LEAD_TABLES)('%s: an anonymous array of 200 rows for one address is refused whole, nothing stored', async (table) => {
    const to = email(`bulk-${table}`);
    const rows = Array.from({ length: 200 }, (_, i) => ({ id: randomUUID(), ...LEAD_ROWS[table]?.(table === 'newsletter_subscribers' ? email(`bulk-${i}`) : to) }));
    const { error, status } = await insertLeads(anonClient(), table, rows);
    expect(status).toBe(400);
    expect(error?.message).toBe('Send one submission at a time.');
    expect(await sqlValue<number>('select count(*)::int from public.leads where id = any($1)', [rows.map((row) => row.id)])).toBe(0);
  });

  it('a signed-in user without back-office access is refused a bulk insert too; staff and the service role are not', async () => {
    const member = await testUser('member');
    const rows = () => [LEAD_ROWS.Contacts?.(email('member-a')), LEAD_ROWS.Contacts?.(email('member-b'))] as Array<Record<string, unknown>>;
    expect((await insertLeads(member.client, 'Contacts', rows())).error?.message).toBe('Send one submission at a time.');
    expect((await insertLeads(await signedInClient('admin@example.com'), 'Contacts', rows())).error).toBeNull();
    expect((await insertLeads(serviceClient(), 'Contacts', rows())).error).toBeNull();
  });

  it('single submissions still meet the per-e-mail limit: the sixth in 10 minutes is refused', async () => {
    const to = email('single');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await insertLeads(anonClient(), 'Contacts', [LEAD_ROWS.Contacts?.(to) ?? {}])).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('the fill time', () => {
  it('a visitor submission without it is stored as spam and notifies nobody', async () => {
    const id = randomUUID();
    const { form_elapsed_ms: _left, ...row } = LEAD_ROWS.Contacts?.(email('no-time')) ?? {};
    expect((await insertLeads(anonClient(), 'Contacts', [{ id, ...row }])).error).toBeNull();
    expect(await sql('select status, spam_reason, notify_status from public.leads where id = $1', [id])).toEqual([
      { status: 'spam', spam_reason: 'no fill time', notify_status: 'skipped' },
    ]);
  });

  it('staff entering a lead by hand need none', async () => {
    const id = randomUUID();
    const { form_elapsed_ms: _left, ...row } = LEAD_ROWS.Contacts?.(email('by-hand')) ?? {};
    expect((await insertLeads(await signedInClient('admin@example.com'), 'Contacts', [{ id, ...row }])).error).toBeNull();
    expect(await sqlValue('select status from public.leads where id = $1', [id])).toBe('new');
  });
});

describe('newsletter sign-ups tell nobody who is subscribed', () => {
  it('a known address is answered like a new one (201), and nothing new is stored', async () => {
    const to = email('newsletter');
    expect((await insertLeads(anonClient(), 'newsletter_subscribers', [LEAD_ROWS.newsletter_subscribers?.(to) ?? {}])).status).toBe(201);
    const again = await insertLeads(anonClient(), 'newsletter_subscribers', [LEAD_ROWS.newsletter_subscribers?.(to.toUpperCase()) ?? {}]);
    expect([again.status, again.error]).toEqual([201, null]);
    expect(await sqlValue<number>('select count(*)::int from public.newsletter_subscribers where email = $1', [to])).toBe(1);
    expect(await sqlValue<number>("select count(*)::int from public.leads where kind = 'newsletter' and email = $1", [to])).toBe(1);
  });
});

describe('request bodies on /rest/v1', () => {
  const contactsUrl = `${siteUrl}/rest/v1/Contacts`;
  const bigBody = () => JSON.stringify({ 'Full name': 'x'.repeat(2 * 1024 * 1024), 'Email Address': email('big'), 'Phone Number': 9840012345, message: 'x' });

  it('a visitor body over 1 MB is refused with 413 before PostgREST reads it, declared or streamed', async () => {
    const declared = await fetch(contactsUrl, { method: 'POST', headers: { apikey: anonKey, 'Content-Type': 'application/json' }, body: bigBody() });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ message: 'Request body too large: at most 1 MB in one request.' });

    const chunks = new TextEncoder().encode(bigBody());
    const streamed = await fetch(contactsUrl, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < chunks.length; at += 64 * 1024) controller.enqueue(chunks.slice(at, at + 64 * 1024));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    // PostgREST is unharmed and answers the next request.
    expect((await fetch(`${siteUrl}/rest/v1/blog_posts?select=id&limit=1`, { headers: { apikey: anonKey } })).status).toBe(200);
  });

  it('the largest legitimate body, a 10,000-site CSV import by staff, still reaches the database', async () => {
    const editor = await signedInClient('editor@example.com');
    const rows = Array.from({ length: 10_001 }, (_, i) => ({
      code: `CHN-TST-${String(i).padStart(5, '0')}`, name: `Test hoarding on Rajiv Gandhi Salai number ${i}`, locality: 'Sholinganallur',
      address: `No. ${i}, Rajiv Gandhi Salai (OMR), near the signal, Sholinganallur, Chennai 600119`, latitude: 12.9, longitude: 80.22,
      format: 'hoarding', width_ft: 40, height_ft: 20, lighting: 'front-lit', facing: 'Towards Siruseri', daily_traffic: 180000, monthly_rate: 250000,
      photos: [], published: false,
    }));
    expect(JSON.stringify({ rows }).length).toBeGreaterThan(3 * 1024 * 1024);
    const { error } = await editor.rpc('import_sites', { rows });
    // Refused by the database's own rule (one too many rows), so the whole body got through.
    expect(error?.message).toBe('The file has 10001 sites: at most 10,000 can be imported at once. Split it into smaller files.');
  });
});

describe('e-mail links cannot be guessed', () => {
  const verify = (from: string, body: Record<string, unknown>) =>
    fetchFrom(from)(`${siteUrl}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify(body),
    });

  it('30 verifications per address in 5 minutes, then GoTrue’s 429; a forged x-forwarded-for does not buy more', async () => {
    const address = visitorAddress();
    for (let i = 0; i < 30; i += 1) {
      expect((await verify(address, { type: 'recovery', token_hash: createHash('sha224').update(`guess-${i}`).digest('hex') })).status).toBe(403);
    }
    const refused = await fetchFrom(address)(`${siteUrl}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01', 'X-Forwarded-For': visitorAddress() },
      body: JSON.stringify({ type: 'recovery', token_hash: 'f'.repeat(56) }),
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  });

  it('five wrong codes for one account use its outstanding link up', async () => {
    const user = await testUser('editor', 'guessed');
    expect((await anonClient().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const link = tokenHashOf(latestAuthMail(user.email, 'recovery'));
    for (let i = 0; i < 5; i += 1) {
      // Each guess from another address: the account's count does not care where they come from.
      const wrong = await verify(visitorAddress(), { type: 'recovery', email: user.email, token: String(1234567890 + i) });
      expect(wrong.status).toBe(403);
    }
    const afterwards = await anonClient().auth.verifyOtp({ token_hash: link, type: 'recovery' });
    expect(afterwards.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('a link’s token is the hash of a 10-digit code: no 6-digit code gives it, and the link still works', async () => {
    const user = await testUser('editor', 'coded');
    expect((await anonClient().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const hash = tokenHashOf(latestAuthMail(user.email, 'recovery'));
    let sixDigitMatch = false;
    for (let code = 0; code < 1_000_000 && !sixDigitMatch; code += 1) {
      sixDigitMatch = createHash('sha224').update(user.email + String(code).padStart(6, '0')).digest('hex') === hash;
    }
    expect(sixDigitMatch).toBe(false);
    expect((await anonClient().auth.verifyOtp({ token_hash: hash, type: 'recovery' })).error).toBeNull();
  });
});

describe('sign-in and reset limits', () => {
  it('60 wrong passwords sent at once: at most 15 are checked, the rest refused', async () => {
    const user = await testUser('editor', 'burst');
    const from = fetchFrom(visitorAddress());
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        from(`${siteUrl}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: anonKey, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: user.email, password: `wrong-${i}` }),
        }).then((res) => res.status),
      ),
    );
    expect(statuses.filter((status) => status === 400).length).toBe(15);
    expect(statuses.filter((status) => status === 429).length).toBe(45);
  }, 60_000);

  it('a second reset request within a minute gets the same 429 for an unknown address as for a known one', async () => {
    const user = await testUser('reviewer', 'reset-twice');
    for (const address of [user.email, email('nobody')]) {
      expect((await anonClient().auth.resetPasswordForEmail(address)).error).toBeNull();
      expect((await anonClient().auth.resetPasswordForEmail(address)).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    }
  });

  it('deleting the last admin through the admin API is a clear 409, and nothing is deleted', async () => {
    expect(await sqlValue<number>("select count(*)::int from public.user_profiles where role = 'admin'")).toBe(1);
    const adminId = await sqlValue<string>("select id from auth.users where email = 'admin@example.com'");
    const res = await fetch(`${siteUrl}/auth/v1/admin/users/${adminId}`, {
      method: 'DELETE',
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ code: 'conflict', message: 'The last admin cannot be removed or demoted' });
    expect(await sqlValue<number>('select count(*)::int from auth.users where id = $1', [adminId])).toBe(1);
  });
});
