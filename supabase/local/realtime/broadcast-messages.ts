import { encodeUserBroadcast, type PayloadEncoding } from './binary-frames.ts';
import { encodeFrame, type Vsn } from './protocol.ts';

/**
 * A broadcast on its way to a channel's members, in the two forms hosted Realtime keeps apart:
 * - `json`: a broadcast pushed as a JSON text frame (vsn 1.0.0 clients) or through the batch REST
 *   endpoint; its payload (`{type, event, payload}`) goes out as it came, as a text frame.
 * - `user`: a binary "user broadcast push" (vsn 2.0.0 clients) or the single-message REST endpoint;
 *   the user payload's bytes go out untouched, in a binary frame to vsn 2.0.0 sockets.
 */
export type BroadcastMessage =
  | { kind: 'json'; payload: Record<string, unknown> }
  | { kind: 'user'; userEvent: string; encoding: PayloadEncoding; payload: Buffer };

export function payloadBytes(message: BroadcastMessage): number {
  return message.kind === 'user' ? message.payload.length : Buffer.byteLength(JSON.stringify(message.payload));
}

/** A vsn 1.0.0 socket cannot take binary frames: hosted turns a JSON user broadcast into the JSON shape and drops a binary one. */
function asJsonPayload(message: BroadcastMessage): Record<string, unknown> | null {
  if (message.kind === 'json') return message.payload;
  if (message.encoding !== 'json') return null;
  try {
    return { event: message.userEvent, payload: JSON.parse(message.payload.toString('utf8')) as unknown, type: 'broadcast' };
  } catch {
    return null;
  }
}

/** The frame a socket of `vsn` receives for `message` on `topic` (`realtime:<name>`), or null when it cannot receive it. */
export function broadcastFrame(topic: string, message: BroadcastMessage, vsn: Vsn): string | Buffer | null {
  if (message.kind === 'user' && vsn === '2.0.0') return encodeUserBroadcast(topic, message.userEvent, message.encoding, message.payload);
  const payload = asJsonPayload(message);
  return payload && encodeFrame({ joinRef: null, ref: null, topic, event: 'broadcast', payload }, vsn);
}
