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
