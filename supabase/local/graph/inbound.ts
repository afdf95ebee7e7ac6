import { createHmac, randomBytes } from 'node:crypto';
import { GRAPH_PREFIX, LOCAL_WHATSAPP } from './local-values.ts';

/**
 * Playing Meta's side on the stand-in (docs/decisions/117): a webhook delivery as the Cloud API sends one, signed with
 * the app secret in X-Hub-Signature-256. Used by scripts/whatsapp-inbound.ts and the tests.
 */

export type InboundMessage = {
  /** The customer's number as Meta writes it (country code and number, digits only) or with '+'. */
  from: string;
  name?: string;
  text?: string;
  /** A photo or file already uploaded to the local graph (its media id). */
  media?: { id: string; kind: 'image' | 'document'; type: string; filename?: string; caption?: string };
  id?: string;
  /** Unix seconds; now by default. */
  timestamp?: number;
};

export type StatusCallback = { id: string; status: 'sent' | 'delivered' | 'read' | 'failed'; to: string; error?: string };

const waId = (phone: string) => phone.replace(/\D/g, '');

/** A fresh message id in Meta's shape. */
export const newMessageId = () => `wamid.LOCAL${randomBytes(12).toString('hex').toUpperCase()}`;

function value(fields: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '100000000000000',
        changes: [
          {
            field: 'messages',
            value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '914400000000', phone_number_id: LOCAL_WHATSAPP.phoneNumberId }, ...fields },
          },
        ],
      },
    ],
  };
}

/** A delivery carrying one inbound message. */
export function messageDelivery(message: InboundMessage): Record<string, unknown> {
  const from = waId(message.from);
  const content = message.media
    ? { type: message.media.kind, [message.media.kind]: { id: message.media.id, mime_type: message.media.type, ...(message.media.filename && { filename: message.media.filename }), ...(message.media.caption && { caption: message.media.caption }) } }
    : { type: 'text', text: { body: message.text ?? '' } };
  return value({
    contacts: [{ profile: { name: message.name ?? '' }, wa_id: from }],
    messages: [{ from, id: message.id ?? newMessageId(), timestamp: String(message.timestamp ?? Math.floor(Date.now() / 1000)), ...content }],
  });
}

/** A delivery carrying one status callback. */
export function statusDelivery(update: StatusCallback): Record<string, unknown> {
  return value({
    statuses: [
      {
        id: update.id,
        status: update.status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: waId(update.to),
        ...(update.error && { errors: [{ code: 131026, title: update.error }] }),
      },
    ],
  });
}

/** X-Hub-Signature-256 of a raw body. */
export const signatureOf = (body: string, secret: string = LOCAL_WHATSAPP.appSecret) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** POSTs a delivery to the webhook as Meta does, signed; returns the answer. */
export function deliver(siteUrl: string, delivery: Record<string, unknown>, secret: string = LOCAL_WHATSAPP.appSecret): Promise<Response> {
  const body = JSON.stringify(delivery);
  return fetch(`${siteUrl}/functions/v1/whatsapp-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signatureOf(body, secret) },
    body,
  });
}

/** Uploads a file to the local graph, as `POST /<phone-number-id>/media` does at Meta; returns its media id. */
export async function uploadMedia(siteUrl: string, bytes: Uint8Array<ArrayBuffer>, type: string, filename: string): Promise<string> {
  const form = new FormData();
  form.append('messaging_product', 'whatsapp');
  form.append('file', new Blob([bytes], { type }), filename);
  const answer = await fetch(`${siteUrl}${GRAPH_PREFIX}/${LOCAL_WHATSAPP.version}/${LOCAL_WHATSAPP.phoneNumberId}/media`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${LOCAL_WHATSAPP.accessToken}` },
    body: form,
  });
  if (!answer.ok) throw new Error(`the local graph refused the upload (${answer.status})`);
  return ((await answer.json()) as { id: string }).id;
}
