/**
 * whatsapp-webhook (docs/decisions/117): Meta's WhatsApp Cloud API webhook. Meta calls it without a JWT
 * (verify_jwt = false in supabase/config.toml): the verify token and the body's signature authenticate it.
 *
 * GET  ?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…   200 the challenge; 403 for a wrong token
 * POST a delivery signed with X-Hub-Signature-256                 200 {stored, duplicate, limited, statuses}
 *      401 {error} for a missing or wrong signature: nothing is read or stored
 *
 * Each message is recorded once by its id (record_whatsapp_inbound: a retried delivery stores nothing new); a photo
 * or file is fetched and kept in the private bucket; a new WhatsApp lead is announced like the forms' leads
 * (notify-lead). Status callbacks update the messages they name (record_whatsapp_status).
 *
 * Secrets: WHATSAPP_VERIFY_TOKEN, WHATSAPP_APP_SECRET, and for media WHATSAPP_ACCESS_TOKEN (supabase/functions/.env.example).
 */
import { jsonResponse } from '../_shared/http.ts';
import { SupabaseApi } from '../_shared/supabase-api.ts';
import { keepMedia } from './media.ts';
import { readDelivery, type Inbound } from './payload.ts';
import { sameText, signedBy } from './signature.ts';

const MAX_BODY_BYTES = 1_000_000;

type Recorded = { outcome: 'stored' | 'duplicate' | 'limited'; conversation?: string; message?: string; new_lead?: boolean };

function handshake(url: URL): Response {
  const token = Deno.env.get('WHATSAPP_VERIFY_TOKEN');
  const given = url.searchParams.get('hub.verify_token') ?? '';
  if (url.searchParams.get('hub.mode') !== 'subscribe' || !token || !sameText(given, token)) {
    return new Response('Forbidden', { status: 403, headers: { 'Content-Type': 'text/plain' } });
  }
  return new Response(url.searchParams.get('hub.challenge') ?? '', { status: 200, headers: { 'Content-Type': 'text/plain' } });
}

async function rpc(api: SupabaseApi, name: string, args: Record<string, unknown>): Promise<unknown> {
  const answer = await api.asService(`/rest/v1/rpc/${name}`, { method: 'POST', body: JSON.stringify(args) });
  if (!answer.ok) throw new Error(`${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function announceLead(lead: string): Promise<void> {
  const key = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const answer = await fetch(`${Deno.env.get('SUPABASE_URL')}/functions/v1/notify-lead`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ id: lead }),
  }).catch((error: Error) => ({ ok: false, status: error.message, body: null }));
  if (!answer.ok) console.error(`whatsapp-webhook: the new lead ${lead} was not announced (${answer.status})`);
  await answer.body?.cancel();
}

async function recordMessage(api: SupabaseApi, message: Inbound): Promise<Recorded> {
  const recorded = (await rpc(api, 'record_whatsapp_inbound', {
    wa_message_id: message.id,
    phone: message.from,
    name: message.name,
    kind: message.kind,
    body: message.body,
    sent_at: message.sentAt,
    media_type: message.media?.type ?? null,
    media_name: message.media?.name ?? null,
  })) as Recorded;
  if (recorded.outcome !== 'stored') return recorded;
  if (message.media) {
    try {
      const path = await keepMedia(api, message.media.id, recorded.conversation!, recorded.message!);
      await rpc(api, 'record_whatsapp_media', { message: recorded.message, path });
    } catch (error) {
      // The message stays, without its file: the inbox shows it as not kept.
      console.error(`whatsapp-webhook: ${(error as Error).message}`);
    }
  }
  if (recorded.new_lead) await announceLead(recorded.conversation!);
  return recorded;
}

async function receive(req: Request): Promise<Response> {
  if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return jsonResponse({ error: 'Request body is too large' }, 413);
  const raw = new Uint8Array(await req.arrayBuffer());
  if (raw.byteLength > MAX_BODY_BYTES) return jsonResponse({ error: 'Request body is too large' }, 413);
  if (!(await signedBy(raw, req.headers.get('x-hub-signature-256'), Deno.env.get('WHATSAPP_APP_SECRET')))) {
    return jsonResponse({ error: 'The X-Hub-Signature-256 signature is missing or does not match the body.' }, 401);
  }
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    return jsonResponse({ error: 'Request body is not valid JSON' }, 400);
  }
  const api = SupabaseApi.fromEnv();
  const { messages, statuses } = readDelivery(body);
  const counts = { stored: 0, duplicate: 0, limited: 0, statuses: 0 };
  for (const message of messages) counts[(await recordMessage(api, message)).outcome] += 1;
  for (const update of statuses) {
    if (await rpc(api, 'record_whatsapp_status', { wa_message_id: update.id, status: update.status, at: update.at, failure: update.failure })) counts.statuses += 1;
  }
  return jsonResponse(counts);
}

function handleWebhook(req: Request): Response | Promise<Response> {
  if (req.method === 'GET') return handshake(new URL(req.url));
  if (req.method === 'POST') return receive(req);
  return jsonResponse({ error: `Method ${req.method} is not allowed; use GET or POST` }, 405, { Allow: 'GET, POST' });
}

Deno.serve(handleWebhook);
