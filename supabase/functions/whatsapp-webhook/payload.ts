/**
 * What a webhook delivery carries (docs/decisions/117): `entry[].changes[].value` with `contacts` (profile names by
 * wa_id), `messages` (text, image, document, and kinds kept as 'other') and `statuses` (sent, delivered, read,
 * failed). Anything else in the body is ignored.
 */

export type Inbound = {
  id: string;
  from: string;
  name: string;
  kind: string;
  body: string;
  sentAt: string | null;
  media: { id: string; type: string | null; name: string | null } | null;
};

export type StatusUpdate = { id: string; status: string; at: string | null; failure: string | null };

type Json = Record<string, unknown>;

const objectsIn = (value: unknown): Json[] => (Array.isArray(value) ? value.filter((item): item is Json => typeof item === 'object' && item !== null) : []);
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const objectOf = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});

/** A Unix timestamp in seconds, as Meta sends it, as ISO time. */
function timeOf(value: unknown): string | null {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000).toISOString() : null;
}

function inboundOf(message: Json, names: Map<string, string>): Inbound | null {
  const id = textOf(message.id);
  const from = textOf(message.from);
  const kind = textOf(message.type) ?? 'other';
  if (!id || !from) return null;
  const content = objectOf(message[kind]);
  const body = kind === 'text' ? textOf(content.body) : textOf(content.caption);
  const mediaId = kind === 'image' || kind === 'document' ? textOf(content.id) : null;
  return {
    id,
    from,
    name: names.get(from) ?? '',
    kind,
    body: body ?? '',
    sentAt: timeOf(message.timestamp),
    media: mediaId ? { id: mediaId, type: textOf(content.mime_type), name: textOf(content.filename) } : null,
  };
}

function statusOf(status: Json): StatusUpdate | null {
  const id = textOf(status.id);
  const state = textOf(status.status);
  if (!id || !state) return null;
  const error = objectsIn(status.errors)[0];
  const reason = error ? [textOf(error.title), textOf(objectOf(error.error_data).details)].filter(Boolean).join(': ') : null;
  return { id, status: state, at: timeOf(status.timestamp), failure: reason || null };
}

/** The messages and status updates of one delivery, in the order Meta listed them. */
export function readDelivery(body: unknown): { messages: Inbound[]; statuses: StatusUpdate[] } {
  const messages: Inbound[] = [];
  const statuses: StatusUpdate[] = [];
  for (const entry of objectsIn(objectOf(body).entry)) {
    for (const change of objectsIn(entry.changes)) {
      const value = objectOf(change.value);
      const names = new Map(objectsIn(value.contacts).map((contact) => [textOf(contact.wa_id) ?? '', textOf(objectOf(contact.profile).name) ?? '']));
      messages.push(...objectsIn(value.messages).flatMap((message) => inboundOf(message, names) ?? []));
      statuses.push(...objectsIn(value.statuses).flatMap((status) => statusOf(status) ?? []));
    }
  }
  return { messages, statuses };
}
