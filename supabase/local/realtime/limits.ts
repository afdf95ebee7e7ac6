/**
 * Hosted Realtime's flood limits (docs: Realtime quotas), with its reasons for the refused join
 * (realtime_channel.ex). Hosted counts joins per second per project; the stand-in counts them per socket.
 */

/** `max_channels_per_client`: 100 on every plan. */
export const MAX_CHANNELS_PER_SOCKET = 100;
/** `max_joins_per_second`: 100 on the Free plan. */
export const MAX_JOINS_PER_SECOND = 100;

export const TOO_MANY_CHANNELS = 'ChannelRateLimitReached: Too many channels';
export const TOO_MANY_JOINS = 'ClientJoinRateLimitReached: Too many joins per second';

/** Counts attempts in a sliding one-second window; refused attempts count too, so hammering does not pay. */
export function rateLimiter(perSecond: number, now: () => number = Date.now) {
  const attempts: number[] = [];
  return {
    /** Records an attempt; false when it is over the limit. */
    allow(): boolean {
      const at = now();
      while (attempts.length > 0 && (attempts[0] as number) <= at - 1000) attempts.shift();
      attempts.push(at);
      return attempts.length <= perSecond;
    },
  };
}

/**
 * Broadcast and presence payloads: `max_payload_size_in_kb`, 256 KB on the Free plan (docs: Realtime
 * limits), which hosted compares, plus 500 bytes of padding, with the size of the decoded Erlang term;
 * the stand-in measures the JSON (or binary) bytes instead.
 */
export const MAX_PAYLOAD_BYTES = 256 * 1000 + 500;

/** A channel's presence messages (track and untrack): at most 5 in a 30-second window (hosted's `client_presence_rate_limit`). */
export const CLIENT_PRESENCE_MAX_CALLS = 5;
export const CLIENT_PRESENCE_WINDOW_MS = 30_000;

/** Counts calls in fixed windows that start at the first call after the last window ended, as hosted's presence limit does. */
export function windowLimiter(maxCalls: number, windowMs: number, now: () => number = Date.now) {
  let resetAt = Number.NEGATIVE_INFINITY;
  let count = 0;
  return {
    /** Records a call; false when the window already holds `maxCalls` (the refused call is not counted). */
    allow(): boolean {
      const at = now();
      if (at > resetAt) {
        resetAt = at + windowMs;
        count = 1;
        return true;
      }
      if (count >= maxCalls) return false;
      count += 1;
      return true;
    },
  };
}
