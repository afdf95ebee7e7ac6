import { AuthApiError } from './errors.ts';
import type { AuthSettings } from './settings.ts';
import { rateLimitReached } from './sign-in-limits.ts';

/**
 * Requests counted per key over a sliding window (GoTrue's per-address limits of [auth.rate_limit]): `hit`
 * records one and tells whether the key is still within its limit. Memory holds only keys seen within the window.
 */
export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Records a request for `key`; false when it is one more than the window allows (it is still counted). */
  hit(key: string, now = Date.now()): boolean {
    const recent = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.sweep(now);
    return recent.length <= this.limit;
  }

  /** How many requests `key` made within the window. */
  count(key: string, now = Date.now()): number {
    return (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs).length;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, times] of this.hits) if (times.every((at) => now - at >= this.windowMs)) this.hits.delete(key);
  }
}

/**
 * [auth.rate_limit] as hosted GoTrue applies it to sign-ups: sign_in_sign_ups per client address in 5 minutes,
 * anonymous_users per address in an hour, and email_sent per hour for the whole instance (counted here for the
 * e-mails a visitor can cause: sign-up confirmations and resends; docs/decisions/063).
 */
export class RequestLimits {
  private readonly signUps: SlidingWindow;
  private readonly anonymousSignIns: SlidingWindow;
  private readonly emails: SlidingWindow;

  constructor({ rateLimits }: AuthSettings) {
    this.signUps = new SlidingWindow(rateLimits.signInSignUpsPerFiveMinutes, 5 * 60_000);
    this.anonymousSignIns = new SlidingWindow(rateLimits.anonymousUsersPerHour, 60 * 60_000);
    this.emails = new SlidingWindow(rateLimits.emailSentPerHour, 60 * 60_000);
  }

  signUp(address: string): void {
    if (!this.signUps.hit(address)) throw rateLimitReached();
  }

  anonymousSignIn(address: string): void {
    if (!this.anonymousSignIns.hit(address)) throw rateLimitReached();
  }

  /** Counts one e-mail about to be sent; GoTrue's 429 once the hour's are spent. */
  email(): void {
    if (!this.emails.hit('instance')) throw new AuthApiError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
  }
}
