import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { displayPhone, site } from '@/config/site';
import { LOCAL_JWT_SECRET } from '../../supabase/local/context.ts';
import { signJwt } from '../../supabase/local/jwt.ts';
import { AGENCY, DEFAULT_TO_EMAIL } from '../../supabase/functions/notify-lead/config.ts';
import { anonClient } from '../support/clients';
import { sql } from '../support/db';
import { runningOfferId } from '../support/offers';
import { anonKey, runDir, siteUrl } from '../support/stack';

/** The seeded running offer a festival booking names (decision 061). */
let offerId = '';
beforeAll(async () => {
  offerId = await runningOfferId();
});

/**
 * notify-lead on the stand-in's Deno runtime, called as the public forms call it (POST {id}, the anon
 * key as bearer) right after saving a lead with an id they chose. The test run configures no e-mail
 * provider, so a sent notification is kept in the run's outbox and stored on the lead as not configured.
 */

const url = () => `${siteUrl()}/functions/v1/notify-lead`;

type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

async function post(body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url(), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${anonKey()}`,
      apikey: anonKey(),
      'Content-Type': 'application/json',
      ...headers,
    },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers };
}

const postJson = (value: unknown) => post(JSON.stringify(value));

type Outboxed = { email: { from: string; to: string; replyTo?: string; subject: string; text: string }; lead: { id: string; kind: string } };

const outboxDir = () => join(runDir(), 'outbox');
const outboxFiles = () => (existsSync(outboxDir()) ? readdirSync(outboxDir()).filter((name) => name.endsWith('.json')) : []);

/** What the outbox holds for one lead (other test files may send at the same time). */
function keptFor(id: string): { json: Outboxed; html: string }[] {
  return outboxFiles()
    .map((name) => join(outboxDir(), name))
    .map((file) => ({ file, json: JSON.parse(readFileSync(file, 'utf8')) as Outboxed }))
    .filter(({ json }) => json.lead?.id === id)
    .map(({ file, json }) => ({ json, html: readFileSync(file.replace(/\.json$/, '.html'), 'utf8') }));
}

const newEmail = (label: string) => `notify-${label}-${randomUUID().slice(0, 8)}@example.com`;

/** Saves a contact as the form does, with the id the form gives it. */
async function saveContact(extra: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  const row = { id, 'Full name': 'Asha Krishnan', 'Email Address': newEmail('contact'), 'Phone Number': 9840012345,
    'Company Name': 'Kanchi Loom House', 'service of interest': 'billboard', message: `Hoardings on OMR ${id}`, form_elapsed_ms: 9000, ...extra };
  const { error } = await anonClient().from('Contacts').insert(row);
  if (error) throw new Error(error.message);
  return id;
}

async function notifyState(id: string) {
  const [row] = await sql<{ notify_status: string; notify_error: string | null; notify_attempts: number }>(
    'select notify_status, notify_error, notify_attempts from public.leads where id = $1',
    [id],
  );
  return row;
}

describe('a fresh lead', () => {
  it("sends one fixed e-mail to the agency, built from the stored row, and stores how it went", async () => {
    const id = await saveContact({ 'Full name': '<img src=x onerror=alert(1)>', message: '<script>alert("x")</script>' });
    const answer = await postJson({ id });
    expect(answer).toMatchObject({ status: 200, body: { status: 'not_configured' } });
    expect(JSON.stringify(answer.body)).not.toContain(runDir());
    const [kept, ...more] = keptFor(id);
    expect(more).toHaveLength(0);
    expect(kept?.json.email.to).toBe(site.email);
    expect(kept?.json.email.subject).toBe('New enquiry from the website contact form: <img src=x onerror=alert(1)>');
    expect(kept?.html).not.toContain('<script>');
    expect(kept?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(kept?.html).toContain('Kanchi Loom House');
    expect(await notifyState(id)).toMatchObject({ notify_status: 'not_configured', notify_error: expect.stringContaining('RESEND_API_KEY') });
  });

  it('works for a festival booking too, through supabase-js as the forms call it', async () => {
    const id = randomUUID();
    const email = newEmail('festival');
    const booking = { id, name: 'Meena', business_name: 'Meena Sweets', phone: '9840012345', email, offer_id: offerId, preferred_package: 'Festival Pro', form_elapsed_ms: 9000 };
    expect((await anonClient().from('festival_bookings').insert(booking)).error).toBeNull();
    const { data, error } = await anonClient().functions.invoke('notify-lead', { body: { id } });
    expect(error).toBeNull();
    expect(data).toEqual({ status: 'not_configured' });
    const [kept] = keptFor(id);
    expect(kept?.json.email).toMatchObject({ to: site.email, replyTo: email, subject: 'New festival offer booking: Meena' });
    expect(kept?.json.email.text).toContain('Package: Festival Pro');
  });
  it("tells the agency of a chat call-back request, with the phone to call and no reply-to", async () => {
    const id = randomUUID();
    const request = { id, name: 'Karthik Raja', phone: '9840012345', page: '/festival-offers', form_elapsed_ms: 9000 };
    expect((await anonClient().from('callback_requests').insert(request)).error).toBeNull();
    expect(await postJson({ id })).toMatchObject({ status: 200, body: { status: 'not_configured' } });
    const [kept] = keptFor(id);
    expect(kept?.json.email).toMatchObject({ to: site.email, subject: 'Call-back request from the website chat: Karthik Raja' });
    expect(kept?.json.email.replyTo).toBeUndefined();
    expect(kept?.json.email.text).toContain('Phone: 9840012345\nAsked on: /festival-offers');
    await sql('delete from public.callback_requests where id = $1', [id]);
  });

  it("tells the agency of a job application: the opening, the applicant and the CV's name, not the file", async () => {
    const id = randomUUID();
    const email = newEmail('applicant');
    const cvPath = `cvs/${randomUUID()}.pdf`;
    await sql(`insert into storage.objects (bucket_id, name, metadata) values ('applications', $1, '{"size": 2048}')`, [cvPath]);
    const row = { id, opening_id: '5eedca4e-0000-4000-8000-000000000001', name: 'Murugan S', phone: '98400 12345', email, note: 'Two years of mounting.', cv_path: cvPath, cv_name: 'Murugan CV.pdf', form_elapsed_ms: 9000 };
    try {
      expect((await anonClient().from('job_applications').insert(row)).error).toBeNull();
      expect(await postJson({ id })).toMatchObject({ status: 200, body: { status: 'not_configured' } });
      const [kept] = keptFor(id);
      expect(kept?.json.email).toMatchObject({ to: site.email, replyTo: email, subject: 'Job application from the careers page: Murugan S' });
      expect(kept?.json.email.text).toContain('Opening: Field mounting crew\nName: Murugan S\nPhone: 98400 12345');
      expect(kept?.json.email.text).toContain('CV: Murugan CV.pdf');
      expect(kept?.json.email.text).not.toContain(cvPath);
    } finally {
      await sql('delete from public.job_applications where id = $1', [id]);
      await sql("delete from storage.objects where bucket_id = 'applications' and name = $1", [cvPath]);
    }
  });

  it("lists a quote request's reference, sites and dates, and sends the buyer a copy of the plan", async () => {
    const id = randomUUID();
    const email = newEmail('quote');
    const items = [{ code: 'CHN-OMR-001', name: 'Tidel Park hoarding', starts_on: '2031-01-01', ends_on: '2031-01-31' }];
    const quote = { id, name: 'Lakshmi', company: 'Narayanan Jewellers', phone: '9840012345', email, items, form_elapsed_ms: 10_000 };
    expect((await anonClient().from('quote_requests').insert(quote)).error).toBeNull();
    try {
      const { data, error } = await anonClient().functions.invoke('notify-lead', { body: { id } });
      expect(error).toBeNull();
      expect(data).toEqual({ status: 'not_configured' });
      const reference = `MP-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
      const mails = keptFor(id);
      expect(mails).toHaveLength(2);
      const kept = mails.find((mail) => mail.json.email.to === site.email);
      const copy = mails.find((mail) => mail.json.email.to === email);
      expect(kept?.json.email).toMatchObject({ to: site.email, replyTo: email, subject: 'New quote request for a media plan: Lakshmi' });
      expect(kept?.json.email.text).toContain(`Reference: ${reference}\n`);
      expect(kept?.json.email.text).toContain('Sites and dates: CHN-OMR-001 2031-01-01 to 2031-01-31');
      expect(copy?.json.email).toMatchObject({ to: email, replyTo: site.email, subject: `Your media plan ${reference} is with ${site.name}` });
      expect(copy?.json.email.text).toContain('CHN-OMR-001 Tidel Park hoarding: 2031-01-01 to 2031-01-31');
      expect(copy?.json.email.text).toContain(`within ${site.replyTime}. To change anything, reply to this e-mail or call ${displayPhone(site.phone)}.`);
    } finally {
      await sql('delete from public.quote_requests where id = $1', [id]);
    }
  });
});

describe('refuses to send', () => {
  it('a second time for the same lead', async () => {
    const id = await saveContact();
    expect((await postJson({ id })).status).toBe(200);
    const again = await postJson({ id });
    expect(again).toMatchObject({ status: 404, body: { error: 'No new lead with this id is waiting for its notification' } });
    expect(keptFor(id)).toHaveLength(1);
  });

  it('for an id that is no lead', async () => {
    expect((await postJson({ id: randomUUID() })).status).toBe(404);
  });

  it('for a lead that is not fresh', async () => {
    const id = await saveContact();
    await sql("update public.leads set created_at = now() - interval '11 minutes' where id = $1", [id]);
    expect((await postJson({ id })).status).toBe(404);
    expect(keptFor(id)).toHaveLength(0);
    expect((await notifyState(id))?.notify_status).toBe('pending');
  });

  it('for a honeypot submission: no e-mail at all', async () => {
    const id = await saveContact({ form_trap: 'https://cheap-pills.example' });
    expect((await postJson({ id })).status).toBe(404);
    expect(keptFor(id)).toHaveLength(0);
    expect((await notifyState(id))?.notify_status).toBe('skipped');
  });

  it.each([
    ['a recipient', { to: 'victim@example.com' }, 'Only a lead\'s id is accepted; remove "to"'],
    ['a body', { text: 'Buy now', subject: 'Hi' }, 'Only a lead\'s id is accepted; remove "text", "subject"'],
  ])('when given %s', async (_label, extra, error) => {
    const id = await saveContact();
    const answer = await postJson({ id, ...extra });
    expect(answer).toMatchObject({ status: 400, body: { error } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(keptFor(id)).toHaveLength(0);
  });

  it.each([
    ['not JSON', '{"id": ', 400, 'Request body is not valid JSON'],
    ['a JSON array', '[]', 400, 'Request body must be a JSON object'],
    ['no id', '{}', 400, "id must be the lead's UUID"],
    ['an id that is not a UUID', '{"id": "1 or 1=1"}', 400, "id must be the lead's UUID"],
    ['larger than 1 KiB', JSON.stringify({ id: 'x'.repeat(2000) }), 413, 'Request body is too large (at most 1024 bytes)'],
  ])('a body that is %s', async (_label, body, status, error) => {
    const answer = await post(body);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ error });
  });

  it('a body that is not declared as JSON (415)', async () => {
    const answer = await post(JSON.stringify({ id: randomUUID() }), { 'Content-Type': 'text/plain' });
    expect(answer.status).toBe(415);
  });
});

describe('HTTP', () => {
  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('%s is refused with 405', async (method) => {
    const response = await fetch(url(), { method, headers: { Authorization: `Bearer ${anonKey()}` } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await response.json()).toEqual({ error: `Method ${method} is not allowed; use POST` });
  });

  it('answers the CORS preflight itself, without a JWT', async () => {
    const response = await fetch(url(), {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://chennaioutdoormedia.in',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['authorization', 'x-client-info', 'apikey', 'content-type']) expect(allowed).toContain(header);
  });

  it.each([
    ['no Authorization header', {}, 'Error: Missing authorization header'],
    ['a Bearer token that is not a JWT', { Authorization: 'Bearer nonsense' }, 'Invalid JWT'],
    ['a JWT signed with another secret', { Authorization: `Bearer ${signJwt({ role: 'anon', exp: 1983812996 }, 'x'.repeat(40))}` }, 'Invalid JWT'],
    ['an expired JWT', { Authorization: `Bearer ${signJwt({ role: 'anon', exp: 1_000_000 }, LOCAL_JWT_SECRET)}` }, 'Invalid JWT'],
    ['a JWT that never expires (no exp)', { Authorization: `Bearer ${signJwt({ role: 'anon' }, LOCAL_JWT_SECRET)}` }, 'Invalid JWT'],
  ])('refuses %s with 401, as the Supabase CLI gateway does (verify_jwt)', async (_label, headers, msg) => {
    const response = await fetch(url(), { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ id: randomUUID() }) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ msg });
  });

  it('answers 404 for a function that does not exist', async () => {
    const response = await fetch(`${siteUrl()}/functions/v1/no-such-function`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${anonKey()}` },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Function not found');
  });
});

it("sends to the agency's own address from the site configuration by default", () => {
  expect(DEFAULT_TO_EMAIL).toBe(site.email);
});

it("names the agency in a buyer's copy as the site does", () => {
  expect(AGENCY).toEqual({ name: site.name, phone: displayPhone(site.phone), replyTime: site.replyTime });
});
