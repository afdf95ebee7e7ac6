/**
 * Sending one e-mail through Resend (docs/decisions/006-email-provider.md), or, with no provider configured,
 * keeping it: logged, and on the local stand-in (LOCAL_OUTBOX_DIR) written to the outbox. Shared by the
 * functions that write to people: notify-lead (the agency) and notify-staff (one member of staff).
 */

import { mailSetup, type Email, type Message } from './email-text.ts';

export type { Email, Message };

export type Outcome = 'sent' | 'failed' | 'not_configured';

export type Delivery = { outcome: Outcome; attempts: number; error: string | null; id?: string | null };

const RESEND_URL = 'https://api.resend.com/emails';
const ATTEMPTS = 3;

type Attempt = { ok: true; id: string | null } | { ok: false; error: string; retry: boolean };

/** One call to Resend's HTTP API (docs/decisions/006-email-provider.md). */
async function sendOnce(email: Email, apiKey: string): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetch(RESEND_URL, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        from: email.from,
        to: [email.to],
        ...(email.cc?.length && { cc: email.cc }),
        ...(email.replyTo && { reply_to: email.replyTo }),
        subject: email.subject,
        text: email.text,
        html: email.html,
      }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    return { ok: false, error: `The e-mail provider could not be reached: ${(error as Error).message}`, retry: true };
  }
  if (!response.ok) {
    const detail = (await response.text()).slice(0, 300);
    // 429 and 5xx pass; any other refusal would be refused again.
    return { ok: false, error: `The e-mail provider answered ${response.status}: ${detail}`, retry: response.status === 429 || response.status >= 500 };
  }
  const { id } = (await response.json().catch(() => ({}))) as { id?: string };
  return { ok: true, id: id ?? null };
}

/** Sends through Resend, trying up to three times a second or two apart when the failure may pass; `sender` names the function in logs. */
export async function sendWithResend(email: Email, apiKey: string, sender: string): Promise<Delivery> {
  let last: Attempt = { ok: false, error: 'not tried', retry: true };
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    last = await sendOnce(email, apiKey);
    if (last.ok) return { outcome: 'sent', attempts: attempt, error: null, id: last.id };
    console.error(`${sender}: attempt ${attempt} failed: ${last.error}`);
    if (!last.retry || attempt === ATTEMPTS) return { outcome: 'failed', attempts: attempt, error: last.error };
    await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
  }
  return { outcome: 'failed', attempts: ATTEMPTS, error: last.ok ? null : last.error };
}

/** The sender shown on a message that is kept, not sent: there is no real one. */
const NO_SENDER = 'Chennai Outdoor Media (no sender configured)';

/** Sends one e-mail from the configured sender, or, when sending is not set up, keeps it (keepUndelivered). */
export function deliver(email: Message, record: Record<string, unknown>, sender: string): Promise<Delivery> {
  const setup = mailSetup((name) => Deno.env.get(name));
  if ('missing' in setup) return keepUndelivered({ ...email, from: NO_SENDER }, record, Deno.env.get('LOCAL_OUTBOX_DIR'), sender, setup.missing);
  return sendWithResend({ ...email, from: setup.from }, setup.apiKey, sender);
}

/**
 * Sending not set up (`missing` says why): the message is logged and, on the local stand-in (which sets
 * LOCAL_OUTBOX_DIR), written to the outbox as JSON plus the rendered HTML.
 */
async function keepUndelivered(email: Email, record: Record<string, unknown>, outboxDir: string | undefined, sender: string, missing: string): Promise<Delivery> {
  const summary = `To: ${email.to}${email.cc?.length ? ` | Cc: ${email.cc.join(', ')}` : ''} | Reply-To: ${email.replyTo ?? '-'} | Subject: ${email.subject}`;
  if (!outboxDir) {
    console.log(`${sender}: ${missing}; message not sent. ${summary}\n${email.text}`);
    return { outcome: 'not_configured', attempts: 0, error: missing };
  }
  const base = `${outboxDir}/${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}`;
  const { html, ...headersAndText } = email;
  await Deno.writeTextFile(`${base}.json`, JSON.stringify({ email: headersAndText, ...record }, null, 2));
  await Deno.writeTextFile(`${base}.html`, html);
  console.log(`${sender}: ${missing}; message not sent, saved to ${base}.json. ${summary}`);
  // Recorded as "not configured, kept in the local outbox", never where: the path is the developer's business.
  return { outcome: 'not_configured', attempts: 0, error: `${missing}; kept in the local outbox` };
}
