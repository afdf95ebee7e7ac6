/**
 * Phoenix channel frames as @supabase/realtime-js speaks them.
 * vsn 2.0.0 (the default): a JSON array `[join_ref, ref, topic, event, payload]`.
 * vsn 1.0.0: a JSON object `{join_ref, ref, topic, event, payload}`.
 * Broadcasts also travel in binary frames with vsn 2.0.0 (binary-frames.ts).
 */
export type Vsn = '1.0.0' | '2.0.0';

export type Frame = {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
};

export function parseVsn(value: string | null): Vsn | null {
  if (value === null || value === '1.0.0') return '1.0.0';
  if (value === '2.0.0') return '2.0.0';
  return null;
}

function asRef(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

function asPayload(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function decodeFrame(text: string, vsn: Vsn): Frame | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(data) || data.length !== 5) return null;
    const [joinRef, ref, topic, event, payload] = data as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload: asPayload(payload) };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const message = data as Record<string, unknown>;
  if (typeof message.topic !== 'string' || typeof message.event !== 'string') return null;
  return {
    joinRef: asRef(message.join_ref),
    ref: asRef(message.ref),
    topic: message.topic,
    event: message.event,
    payload: asPayload(message.payload),
  };
}

export function encodeFrame(frame: Frame, vsn: Vsn): string {
  if (vsn === '2.0.0') {
    return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload]);
  }
  return JSON.stringify({
    join_ref: frame.joinRef,
    ref: frame.ref,
    topic: frame.topic,
    event: frame.event,
    payload: frame.payload,
  });
}
