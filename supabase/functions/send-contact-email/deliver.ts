import type { ContactMessage } from '../_shared/contact.ts';
import type { ContactEmail } from './render.ts';

export type Delivery = { status: number; body: Record<string, unknown> };

const RESEND_URL = 'https://api.resend.com/emails';

/** Sends through Resend's HTTP API (docs/decisions/006-email-provider.md). */
export async function sendWithResend(email: ContactEmail, apiKey: string): Promise<Delivery> {
  let response: Response;
  try {
    response = await fetch(RESEND_URL, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        from: email.from,
        to: [email.to],
        reply_to: email.replyTo,
        subject: email.subject,
        text: email.text,
        html: email.html,
      }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    console.error(`send-contact-email: could not reach the e-mail provider: ${(error as Error).message}`);
    return { status: 502, body: { error: 'The e-mail provider could not be reached', delivered: false } };
  }
  if (!response.ok) {
    console.error(`send-contact-email: the e-mail provider answered ${response.status}: ${await response.text()}`);
    return { status: 502, body: { error: 'The e-mail provider refused the message', delivered: false } };
  }
  const { id } = (await response.json().catch(() => ({}))) as { id?: string };
  return { status: 200, body: { delivered: true, id: id ?? null } };
}

/**
 * No provider configured: the message is logged and, on the local stand-in (which sets
 * LOCAL_OUTBOX_DIR), written to the outbox as JSON plus the rendered HTML.
 */
export async function keepUndelivered(
  email: ContactEmail,
  contact: ContactMessage,
  outboxDir: string | undefined,
): Promise<Delivery> {
  const summary = `To: ${email.to} | Reply-To: ${email.replyTo} | Subject: ${email.subject}`;
  const reason = 'No e-mail provider is configured (RESEND_API_KEY is not set); the message was logged';
  if (!outboxDir) {
    console.log(`send-contact-email: RESEND_API_KEY is not set; message not sent. ${summary}\n${email.text}`);
    return { status: 200, body: { delivered: false, reason } };
  }
  const base = `${outboxDir}/${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}`;
  const { html, ...headersAndText } = email;
  await Deno.writeTextFile(`${base}.json`, JSON.stringify({ email: headersAndText, contact }, null, 2));
  await Deno.writeTextFile(`${base}.html`, html);
  console.log(`send-contact-email: RESEND_API_KEY is not set; message not sent, saved to ${base}.json. ${summary}`);
  // The caller is told only that it was kept, never where: the outbox path is the developer's business.
  return { status: 200, body: { delivered: false, reason: `${reason} and kept in the local outbox` } };
}
