import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { site } from '@/config/site';
import { LOCAL_JWT_SECRET } from '../../supabase/local/context.ts';
import { signJwt } from '../../supabase/local/jwt.ts';
import { DEFAULT_TO_EMAIL } from '../../supabase/functions/send-contact-email/config.ts';
import { anonClient } from '../support/clients';

/**
 * send-contact-email on the stand-in's Deno runtime, called as the contact form calls it (POST JSON,
 * the anon key as bearer). The test run configures no e-mail provider, so a valid message is kept in
 * the run's outbox and the answer says it was not delivered.
 */

const url = () => `${inject('siteUrl')}/functions/v1/send-contact-email`;

const valid = {
  name: 'Asha Krishnan',
  email: 'asha@example.com',
  phone: '9840012345',
  company: 'Kanchi Loom House',
  designation: 'Marketing Head',
  service: 'billboard',
  message: 'We would like hoardings on OMR for the Pongal season.',
};

type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

async function post(body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url(), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${inject('anonKey')}`,
      apikey: inject('anonKey'),
      'Content-Type': 'application/json',
      ...headers,
    },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers };
}

const postJson = (value: unknown) => post(JSON.stringify(value));

type Outboxed = { email: { from: string; to: string; replyTo: string; subject: string; text: string }; contact: typeof valid };

const outboxDir = () => join(inject('runDir'), 'outbox');
const outboxFiles = () => new Set(existsSync(outboxDir()) ? readdirSync(outboxDir()).filter((name) => name.endsWith('.json')) : []);

/**
 * Posts a message and finds what it left in the run's outbox: the reply does not say where (other test
 * files may post at the same time, so the new file is told apart by the sender's name).
 */
async function postKept(value: { name: string } & Record<string, unknown>): Promise<{ answer: Answer; json: Outboxed; html: string }> {
  const before = outboxFiles();
  const answer = await postJson(value);
  const kept = [...outboxFiles()]
    .filter((name) => !before.has(name))
    .map((name) => join(outboxDir(), name))
    .filter((file) => (JSON.parse(readFileSync(file, 'utf8')) as Outboxed).contact.name === value.name);
  expect(kept).toHaveLength(1);
  const file = kept[0] as string;
  return { answer, json: JSON.parse(readFileSync(file, 'utf8')) as Outboxed, html: readFileSync(file.replace(/\.json$/, '.html'), 'utf8') };
}

describe('a valid message with no e-mail provider configured', () => {
  it('answers 200 delivered: false and keeps the message in the outbox, without saying where', async () => {
    const { answer, json, html } = await postKept(valid);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      delivered: false,
      reason: 'No e-mail provider is configured (RESEND_API_KEY is not set); the message was logged and kept in the local outbox',
    });
    expect(JSON.stringify(answer.body)).not.toContain(inject('runDir'));
    expect(json.contact).toEqual(valid);
    // One e-mail, to the agency; the visitor is only the reply-to address.
    expect(json.email.to).toBe(site.email);
    expect(json.email.replyTo).toBe(valid.email);
    expect(json.email.subject).toBe('New enquiry from Asha Krishnan (billboard)');
    expect(json.email.text).toContain(valid.message);
    expect(html).toContain('Kanchi Loom House');
  });

  it('is what supabase-js functions.invoke gets, as the contact form calls it', async () => {
    const { data, error } = await anonClient().functions.invoke('send-contact-email', { body: { ...valid, company: '', designation: '', service: '' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ delivered: false });
  });

  it('escapes everything it puts into HTML', async () => {
    const hostile = {
      ...valid,
      name: '<img src=x onerror=alert(1)>',
      company: 'Tom & "Jerry\'s"',
      message: '<script>alert("x")</script>\nsecond line',
    };
    const { answer, html } = await postKept(hostile);
    expect(answer.status).toBe(200);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Tom &amp; &quot;Jerry&#39;s&quot;');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('accepts the phone as a number and optional fields left out or null', async () => {
    const { answer, json } = await postKept({ name: 'Ravi', email: 'ravi@example.com', phone: 9840012345, message: 'Hi', designation: null });
    expect(answer.status).toBe(200);
    expect(json.contact).toEqual({ name: 'Ravi', email: 'ravi@example.com', phone: '9840012345', company: '', designation: '', service: '', message: 'Hi' });
  });
});

describe('an invalid body is refused with 400 and says what is wrong', () => {
  it.each([
    ['no name', { name: '  ' }, 'name', 'Name is required'],
    ['no email', { email: '' }, 'email', 'Email is required'],
    ['a malformed email', { email: 'asha@example' }, 'email', 'Enter a valid email address'],
    ['no phone', { phone: '' }, 'phone', 'Phone number is required'],
    ['a 9-digit phone', { phone: '984001234' }, 'phone', 'Enter a valid 10-digit phone number'],
    ['a phone with letters', { phone: '98400l2345' }, 'phone', 'Enter a valid 10-digit phone number'],
    ['a phone starting with 0 (stored as a number, it would lose a digit)', { phone: '0984001234' }, 'phone', 'Enter a valid 10-digit phone number'],
    ['no message', { message: '' }, 'message', 'Message is required'],
    ['a name that is not text', { name: 42 }, 'name', 'Name must be text'],
    ['an oversized name', { name: 'x'.repeat(201) }, 'name', 'Name must be at most 200 characters'],
    ['an oversized company', { company: 'x'.repeat(201) }, 'company', 'Company must be at most 200 characters'],
    ['an oversized message', { message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
    ['an unknown field', { website: 'https://spam.example' }, 'website', 'Unknown field "website"'],
  ])('%s', async (_label, change, field, message) => {
    const answer = await postJson({ ...valid, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ [field]: message });
    expect(answer.body.error).toBe(message);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('lists every problem at once', async () => {
    const answer = await postJson({});
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      message: 'Message is required',
    });
  });

  it.each([
    ['not JSON', '{"name": ', 400, 'Request body is not valid JSON'],
    ['a JSON array', '[]', 400, 'Request body must be a JSON object'],
    ['JSON null', 'null', 400, 'Request body must be a JSON object'],
    ['larger than 16 KiB', JSON.stringify({ ...valid, message: 'x'.repeat(17_000) }), 413, 'Request body is too large (at most 16384 bytes)'],
  ])('a body that is %s', async (_label, body, status, error) => {
    const answer = await post(body);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ error });
  });

  it('a streamed body that grows past 16 KiB without announcing its length (413)', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(4096));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await fetch(url(), {
      method: 'POST',
      headers: { Authorization: `Bearer ${inject('anonKey')}`, 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('a body that is not declared as JSON (415)', async () => {
    const answer = await post(JSON.stringify(valid), { 'Content-Type': 'text/plain' });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ error: 'Content-Type must be application/json' });
  });
});

describe('HTTP', () => {
  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('%s is refused with 405', async (method) => {
    const response = await fetch(url(), { method, headers: { Authorization: `Bearer ${inject('anonKey')}` } });
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
    const response = await fetch(url(), { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(valid) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ msg });
  });

  it('answers 404 for a function that does not exist', async () => {
    const response = await fetch(`${inject('siteUrl')}/functions/v1/no-such-function`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${inject('anonKey')}` },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Function not found');
  });
});

it("sends to the agency's own address from the site configuration by default", () => {
  expect(DEFAULT_TO_EMAIL).toBe(site.email);
});
