/**
 * whatsapp-send (docs/decisions/117): staff who work leads answer a WhatsApp lead. start_whatsapp_reply(), called as
 * the caller (their own JWT: the database decides who may, keeps them as the sender, and allows free text only while
 * the customer-service window is open), queues the reply; it is then sent through the Cloud API and what became of it
 * recorded on its row.
 *
 * POST {conversation, text}      a free-text reply
 * POST {conversation, template}  an approved inbox template (whatsapp_templates.in_inbox)
 *   200 {message, outcome: 'sent' | 'failed' | 'not_configured', failure}; 403/404/422 the database's sentence
 *
 * Secrets: WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_GRAPH_URL (supabase/functions/.env.example).
 */
import { preflight } from '../_shared/cors.ts';
import { jsonResponse, readJsonBody } from '../_shared/http.ts';
import { errorOf, SupabaseApi } from '../_shared/supabase-api.ts';
import { sendAndRecord, type Outgoing } from '../_shared/whatsapp.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function statusOf(status: number, code: string): number {
  if (status === 401 || status === 403 || code === '42501') return 403;
  return status === 404 ? 404 : 422;
}

async function handleSend(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return jsonResponse({ error: `Method ${req.method} is not allowed; use POST` }, 405, { Allow: 'POST, OPTIONS' });
  const body = await readJsonBody(req, 6_000);
  if (!body.ok) return jsonResponse({ error: body.error }, body.status);
  const input = (typeof body.value === 'object' && body.value !== null ? body.value : {}) as Record<string, unknown>;
  const text = typeof input.text === 'string' ? input.text : null;
  const template = typeof input.template === 'string' ? input.template : null;
  if (typeof input.conversation !== 'string' || !UUID.test(input.conversation) || (text === null) === (template === null)) {
    return jsonResponse({ error: 'Send {conversation, text} or {conversation, template}.' }, 400);
  }
  const api = SupabaseApi.fromEnv();
  const started = await api.asCaller(req.headers.get('Authorization') ?? '', '/rest/v1/rpc/start_whatsapp_reply', {
    method: 'POST',
    body: JSON.stringify({ conversation: input.conversation, body: text, template }),
  });
  if (!started.ok) {
    const { code, message } = errorOf(started);
    return jsonResponse({ error: message }, statusOf(started.status, code));
  }
  const outgoing = started.body as Outgoing;
  const sent = await sendAndRecord(api, outgoing);
  return jsonResponse({ message: outgoing.message, outcome: sent.outcome, failure: sent.failure });
}

Deno.serve(handleSend);
