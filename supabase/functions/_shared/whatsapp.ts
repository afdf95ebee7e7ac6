/**
 * WhatsApp through Meta's Cloud API with plain fetch (docs/decisions/117; Meta paused its Node SDK in 2023): one
 * message sent to `POST <graph>/<phone-number-id>/messages` with the access token, and what became of it recorded on
 * its row (record_whatsapp_send). On hosted the graph is https://graph.facebook.com/<version>; on the stand-in
 * WHATSAPP_GRAPH_URL points at its local endpoint, which keeps each message in the local outbox.
 */

import type { SupabaseApi } from './supabase-api.ts';

export const DEFAULT_GRAPH_URL = 'https://graph.facebook.com/v23.0';

/** A message as the database queued it (whatsapp_outgoing()): text, or a template with its values in order. */
export type Outgoing = {
  message: string;
  phone: string;
  kind: 'text' | 'template';
  body: string;
  template: { name: string; language: string; params: string[] } | null;
};

export type SendOutcome = { outcome: 'sent' | 'failed' | 'not_configured'; waMessageId: string | null; failure: string | null };

/** The Cloud API's message object (developers.facebook.com/docs/whatsapp/cloud-api/reference/messages). */
export function messageBody(outgoing: Outgoing): Record<string, unknown> {
  const to = outgoing.phone.replace(/^\+/, '');
  const common = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  if (!outgoing.template) return { ...common, type: 'text', text: { preview_url: false, body: outgoing.body } };
  const { name, language, params } = outgoing.template;
  return {
    ...common,
    type: 'template',
    template: {
      name,
      language: { code: language },
      ...(params.length > 0 && { components: [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text })) }] }),
    },
  };
}

/** The graph's address, token and number, or what is missing. */
export function graphSetup(env: (name: string) => string | undefined): { url: string; token: string; phoneNumberId: string } | { missing: string } {
  const token = env('WHATSAPP_ACCESS_TOKEN');
  const phoneNumberId = env('WHATSAPP_PHONE_NUMBER_ID');
  if (!token) return { missing: 'WHATSAPP_ACCESS_TOKEN is not set' };
  if (!phoneNumberId) return { missing: 'WHATSAPP_PHONE_NUMBER_ID is not set' };
  return { url: (env('WHATSAPP_GRAPH_URL') || DEFAULT_GRAPH_URL).replace(/\/$/, ''), token, phoneNumberId };
}

/** One call to the graph; a refusal's reason is Meta's own words (its `error.message`). */
export async function sendToGraph(outgoing: Outgoing): Promise<SendOutcome> {
  const setup = graphSetup((name) => Deno.env.get(name));
  if ('missing' in setup) return { outcome: 'not_configured', waMessageId: null, failure: setup.missing };
  let response: Response;
  try {
    response = await fetch(`${setup.url}/${encodeURIComponent(setup.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${setup.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(messageBody(outgoing)),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    return { outcome: 'failed', waMessageId: null, failure: `WhatsApp could not be reached: ${(error as Error).message}` };
  }
  const answer = (await response.json().catch(() => ({}))) as { messages?: Array<{ id?: string }>; error?: { message?: string } };
  if (!response.ok) return { outcome: 'failed', waMessageId: null, failure: `WhatsApp answered ${response.status}: ${answer.error?.message ?? 'no reason given'}`.slice(0, 500) };
  return { outcome: 'sent', waMessageId: answer.messages?.[0]?.id ?? null, failure: null };
}

/** Sends a queued message and records what became of it on its row. */
export async function sendAndRecord(api: SupabaseApi, outgoing: Outgoing): Promise<SendOutcome> {
  const sent = await sendToGraph(outgoing);
  const recorded = await api.asService('/rest/v1/rpc/record_whatsapp_send', {
    method: 'POST',
    body: JSON.stringify({ message: outgoing.message, outcome: sent.outcome, wa_message_id: sent.waMessageId, failure: sent.failure }),
  });
  if (!recorded.ok) console.error(`whatsapp: the outcome of ${outgoing.message} was not recorded (${recorded.status})`);
  return sent;
}

export type NoticeOutcome = SendOutcome['outcome'] | 'not_opted_in';

/**
 * A money-path template beside the e-mail that step sends (docs/decisions/117): queued only when the campaign's
 * contact opted in (queue_whatsapp_notice), then sent and recorded on the campaign or invoice.
 */
export async function sendNotice(
  api: SupabaseApi,
  template: 'proposal_sent' | 'hold_expiring' | 'proof_report_ready' | 'invoice_issued' | 'invoice_due',
  on: { campaign: string } | { invoice: string },
  values: Record<string, string>,
): Promise<NoticeOutcome> {
  const queued = await api.asService('/rest/v1/rpc/queue_whatsapp_notice', { method: 'POST', body: JSON.stringify({ template, ...on, values_of: values }) });
  if (!queued.ok) {
    console.error(`whatsapp: ${template} was not queued (${queued.status})`);
    return 'failed';
  }
  if (!queued.body) return 'not_opted_in';
  return (await sendAndRecord(api, queued.body as Outgoing)).outcome;
}
