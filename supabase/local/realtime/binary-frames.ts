/**
 * The binary frames of hosted Realtime's V2 serializer (realtime's v2_serializer.ex, realtime-js's
 * lib/serializer.ts). With vsn 2.0.0 realtime-js sends every broadcast as a "user broadcast push"
 * (kind 3) and decodes "user broadcasts" (kind 4); everything else stays JSON text.
 */

const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;
const BINARY_ENCODING = 0;
const JSON_ENCODING = 1;

export type PayloadEncoding = 'json' | 'binary';

/** A broadcast as a client pushed it in binary: its user event and payload bytes, untouched. */
export type UserBroadcastPush = {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  userEvent: string;
  encoding: PayloadEncoding;
  payload: Buffer;
};

/** kind, join_ref size, ref size, topic size, user event size, metadata size, payload encoding. */
const PUSH_HEADER = 7;

export function decodeUserBroadcastPush(data: Buffer): UserBroadcastPush | null {
  if (data.length < PUSH_HEADER || data[0] !== USER_BROADCAST_PUSH) return null;
  const sizes = [data[1], data[2], data[3], data[4], data[5]] as number[];
  const fields: string[] = [];
  let offset = PUSH_HEADER;
  for (const size of sizes) {
    if (offset + size > data.length) return null;
    fields.push(data.toString('utf8', offset, offset + size));
    offset += size;
  }
  // Metadata (the fifth field) is not used by hosted yet either.
  const [joinRef, ref, topic, userEvent] = fields as [string, string, string, string];
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    userEvent,
    encoding: data[6] === BINARY_ENCODING ? 'binary' : 'json',
    payload: data.subarray(offset),
  };
}

/** The frame a vsn 2.0.0 client receives for a user broadcast (no metadata). Sizes are at most 255, as hosted checks. */
export function encodeUserBroadcast(topic: string, userEvent: string, encoding: PayloadEncoding, payload: Buffer): Buffer | null {
  const topicBytes = Buffer.from(topic);
  const eventBytes = Buffer.from(userEvent);
  if (topicBytes.length > 255 || eventBytes.length > 255) return null;
  const header = Buffer.from([USER_BROADCAST, topicBytes.length, eventBytes.length, 0, encoding === 'json' ? JSON_ENCODING : BINARY_ENCODING]);
  return Buffer.concat([header, topicBytes, eventBytes, payload]);
}
