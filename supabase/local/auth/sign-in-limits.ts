import type { IncomingMessage } from 'node:http';
import { AuthApiError } from './errors.ts';

/**
 * Brute-force defence for password sign-in (decision 022). Failed attempts are counted per e-mail and
 * per client address over a window; past the first threshold every attempt for that key waits a little
 * longer, past the second it is refused with GoTrue's rate-limit error until the window has passed since
 * the last failure. A successful sign-in clears the e-mail's count (the owner knew the password).
 *
 * Hosted GoTrue limits sign-in requests per client address (its rate_limit.sign_in_sign_ups); the stand-in
 * counts failures only, so that a test run signing in many times stays far below the limits.
 */

/** From `slowAfter` failures on, each attempt waits `stepMs` longer than the one before; from `refuseAfter`, 429. */
type Rule = { slowAfter: number; refuseAfter: number; stepMs: number; windowMs: number };

export const EMAIL_RULE: Rule = { slowAfter: 10, refuseAfter: 15, stepMs: 250, windowMs: 15 * 60_000 };
/** Higher: people behind one office router share an address. */
export const ADDRESS_RULE: Rule = { slowAfter: 40, refuseAfter: 50, stepMs: 100, windowMs: 15 * 60_000 };

type Count = { failures: number; lastFailure: number };

export class SignInLimits {
  private readonly counts = new Map<string, Count>();

  /**
   * Waits as long as the keys' failures ask for, or throws 429 when one of them is over its limit.
   * Called before the password is checked: a refused attempt costs the attacker nothing to learn.
   */
  async admit(email: string, address: string): Promise<void> {
    const delays = this.keys(email, address).map(([key, rule]) => {
      const failures = this.current(key, rule);
      if (failures >= rule.refuseAfter) {
        throw new AuthApiError(429, 'over_request_rate_limit', 'Request rate limit reached');
      }
      return failures >= rule.slowAfter ? (failures - rule.slowAfter + 1) * rule.stepMs : 0;
    });
    const delay = Math.max(0, ...delays);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  failed(email: string, address: string): void {
    const now = Date.now();
    for (const [key, rule] of this.keys(email, address)) {
      this.counts.set(key, { failures: this.current(key, rule) + 1, lastFailure: now });
    }
  }

  succeeded(email: string): void {
    this.counts.delete(emailKey(email));
  }

  private keys(email: string, address: string): Array<[string, Rule]> {
    return [
      [emailKey(email), EMAIL_RULE],
      [`address:${address}`, ADDRESS_RULE],
    ];
  }

  /** The key's failures, or 0 once the window has passed since its last failure. */
  private current(key: string, rule: Rule): number {
    const count = this.counts.get(key);
    if (!count) return 0;
    if (Date.now() - count.lastFailure > rule.windowMs) {
      this.counts.delete(key);
      return 0;
    }
    return count.failures;
  }
}

const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;

/**
 * The client's address: the first X-Forwarded-For entry when there is one (as GoTrue does with its
 * rate-limit header behind the hosted proxy; locally it lets a test be its own client), else the socket's.
 */
export function clientAddress(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || 'unknown';
}
