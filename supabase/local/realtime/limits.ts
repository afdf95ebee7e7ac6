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

/** `max_events_per_second`: 100 on the Free plan (realtime config/runtime.exs, TENANT_MAX_EVENTS_PER_SECOND). */
export const MAX_EVENTS_PER_SECOND = 100;
/** The reason a channel is shut down with while the project is over it (realtime_channel.ex). */
export const TOO_MANY_MESSAGES = 'Too many messages per second';

export type EventRateOptions = { limit: number; tickMs: number; buckets: number };
/** Hosted's events_per_second_rate (realtime tenants.ex): a count every 5 s, averaged over the last minute. */
export const HOSTED_EVENT_RATE: EventRateOptions = { limit: MAX_EVENTS_PER_SECOND, tickMs: 5_000, buckets: 12 };

/**
 * The project's messages per second, as hosted's RateCounter counts them (rate_counter.ex): at each tick the count
 * since the last goes into a bucket; the average is the buckets' sum over their number and the tick's seconds. The
 * limit is reached when the average is at or above it, and left when it falls below. A burst is smoothed over the
 * minute; a flood keeps the limit reached until the minute has forgotten it.
 */
export function eventRate({ limit, tickMs, buckets }: EventRateOptions) {
  let count = 0;
  let reached = false;
  const counts: number[] = [];
  const timer = setInterval(() => {
    counts.unshift(count);
    count = 0;
    counts.length = Math.min(counts.length, buckets);
    const average = counts.reduce((sum, value) => sum + value, 0) / counts.length / (tickMs / 1000);
    reached = average >= limit;
  }, tickMs);
  timer.unref();
  return {
    /** Counts a message received from a client or delivered to a channel. */
    add(): void {
      count += 1;
    },
    /** Whether the project is over its messages per second (as of the last tick). */
    get reached(): boolean {
      return reached;
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}

export type EventRate = ReturnType<typeof eventRate>;
