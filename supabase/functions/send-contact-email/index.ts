/**
 * send-contact-email (docs/product.md §7, "Contact notification"): the contact form posts the visitor's
 * details here after saving them; this sends one e-mail to the agency's own address.
 *
 * POST application/json {name, email, phone, company, designation, service, message}
 *   200 {delivered: true, id}                       sent through the provider
 *   200 {delivered: false, reason}                  no provider configured: logged (and kept in the local outbox)
 *   400 / 413 / 415 {error, fields?}                the body is not acceptable; `error` says why
 *   405 {error}                                     any method but POST (OPTIONS answers the CORS preflight)
 *   502 {error, delivered: false}                   the provider failed
 *
 * Secrets (supabase/functions/.env locally, `supabase secrets set` on hosted): see .env.example.
 */
import { MAX_BODY_BYTES, validateContact } from '../_shared/contact.ts';
import { preflight } from '../_shared/cors.ts';
import { jsonResponse, readJsonBody } from '../_shared/http.ts';
import { DEFAULT_FROM_EMAIL, DEFAULT_TO_EMAIL } from './config.ts';
import { keepUndelivered, sendWithResend } from './deliver.ts';
import { renderContactEmail } from './render.ts';

async function handleContactEmail(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') {
    return jsonResponse({ error: `Method ${req.method} is not allowed; use POST` }, 405, { Allow: 'POST, OPTIONS' });
  }
  const body = await readJsonBody(req, MAX_BODY_BYTES);
  if (!body.ok) return jsonResponse({ error: body.error }, body.status);
  const contact = validateContact(body.value);
  if (!contact.ok) {
    const { error, fields } = contact;
    return jsonResponse(Object.keys(fields).length > 0 ? { error, fields } : { error }, 400);
  }

  const email = renderContactEmail(
    contact.value,
    Deno.env.get('CONTACT_FROM_EMAIL') || DEFAULT_FROM_EMAIL,
    Deno.env.get('CONTACT_TO_EMAIL') || DEFAULT_TO_EMAIL,
  );
  const apiKey = Deno.env.get('RESEND_API_KEY');
  const delivery = apiKey
    ? await sendWithResend(email, apiKey)
    : await keepUndelivered(email, contact.value, Deno.env.get('LOCAL_OUTBOX_DIR'));
  return jsonResponse(delivery.body, delivery.status);
}

Deno.serve(handleContactEmail);
