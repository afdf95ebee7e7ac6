/**
 * notify-lead (docs/decisions/024): tells the agency about one new lead by e-mail. The public forms
 * call it right after saving a lead, with the id they gave the row. The function reads that row itself
 * (service role), only while it is a fresh lead that is not spam and has not been notified, and sends
 * one fixed template to the agency's own address; for a media plan sent for a quote, also the buyer's copy to the
 * address on the stored row. Callers choose neither recipient nor text.
 *
 * POST application/json {"id": "<lead uuid>"}  (no other field is accepted)
 *   200 {status: "sent" | "not_configured"}    sent, or sending not set up (mailSetup: logged; local outbox)
 *   404 {error}                                no fresh lead with this id is waiting for its e-mail
 *   400 / 413 / 415 {error}                    the body is not acceptable
 *   405 {error}                                any method but POST (OPTIONS answers the CORS preflight)
 *   502 {status: "failed", error}              the provider failed three times; stored on the lead
 *
 * Secrets (supabase/functions/.env locally, `supabase secrets set` on hosted): see .env.example.
 */
import { preflight } from '../_shared/cors.ts';
import { jsonResponse, readJsonBody } from '../_shared/http.ts';
import { AGENCY, DEFAULT_TO_EMAIL } from './config.ts';
import { deliver } from '../_shared/email.ts';
import { renderBuyerCopy, renderLeadEmail } from './render.ts';
import { claimLead, recordOutcome } from './store.ts';

const MAX_BODY_BYTES = 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The lead id of a body that is exactly `{"id": "<uuid>"}`, or why not. */
function leadIdOf(body: unknown): { id: string } | { error: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { error: 'Request body must be a JSON object' };
  const extra = Object.keys(body).filter((key) => key !== 'id');
  if (extra.length > 0) return { error: `Only a lead's id is accepted; remove ${extra.map((key) => `"${key}"`).join(', ')}` };
  const { id } = body as { id?: unknown };
  return typeof id === 'string' && UUID.test(id) ? { id } : { error: 'id must be the lead\'s UUID' };
}

async function handleNotifyLead(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') {
    return jsonResponse({ error: `Method ${req.method} is not allowed; use POST` }, 405, { Allow: 'POST, OPTIONS' });
  }
  const body = await readJsonBody(req, MAX_BODY_BYTES);
  if (!body.ok) return jsonResponse({ error: body.error }, body.status);
  const parsed = leadIdOf(body.value);
  if ('error' in parsed) return jsonResponse({ error: parsed.error }, 400);

  const lead = await claimLead(parsed.id);
  if (!lead) return jsonResponse({ error: 'No new lead with this id is waiting for its notification' }, 404);
  const agencyEmail = Deno.env.get('CONTACT_TO_EMAIL') || DEFAULT_TO_EMAIL;
  const delivery = await deliver(renderLeadEmail(lead, agencyEmail), { lead }, 'notify-lead');
  await recordOutcome(lead.id, delivery.outcome, delivery.attempts, delivery.error);
  // The buyer's copy of a plan sent for a quote; its outcome is only logged (the agency's is the lead's record).
  const copy = renderBuyerCopy(lead, { ...AGENCY, email: agencyEmail });
  if (copy) await deliver(copy, { lead: { id: lead.id, kind: lead.kind }, copyFor: 'buyer' }, 'notify-lead');
  return delivery.outcome === 'failed'
    ? jsonResponse({ status: 'failed', error: 'The e-mail provider failed; the failure is stored on the lead' }, 502)
    : jsonResponse({ status: delivery.outcome });
}

Deno.serve(handleNotifyLead);
