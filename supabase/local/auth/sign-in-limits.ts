import { AuthApiError } from './errors.ts';

/**
 * Brute-force defence for password sign-in (decisions 022 and 040). Attempts are counted per e-mail and per
 * client address over a window; past the first threshold every attempt for that key waits a little longer,
 * past the second it is refused with GoTrue's rate-limit error until the window has passed since the last one.
 *
 * An attempt is counted as a failure the moment it is admitted, before its password is checked, and given
 * back if the password was right: so a burst sent at once meets the limit like the same attempts sent one
 * after another (each one sees the ones admitted before it). A successful sign-in clears the e-mail's count
 * (the owner knew the password).
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

export const rateLimitReached = () => new AuthApiError(429, 'over_request_rate_limit', 'Request rate limit reached');

export class SignInLimits {
  private readonly counts = new Map<string, Count>();

  /**
   * Reserves one attempt for the e-mail and the address, or throws 429 when either is at its limit; then
   * waits as long as their earlier failures ask for. Called before the password is checked: a refused
   * attempt costs the attacker nothing to learn.
   */
  async admit(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    const before = keys.map(([key, rule]) => [this.current(key, rule), rule] as const);
    if (before.some(([failures, rule]) => failures >= rule.refuseAfter)) throw rateLimitReached();
    const now = Date.now();
    keys.forEach(([key], i) => this.counts.set(key, { failures: (before[i]?.[0] ?? 0) + 1, lastFailure: now }));
    const delay = Math.max(0, ...before.map(([failures, rule]) => (failures >= rule.slowAfter ? (failures - rule.slowAfter + 1) * rule.stepMs : 0)));
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  /** The password was right: the e-mail starts afresh, and the address gets its reserved attempt back. */
  succeeded(email: string, address: string): void {
    this.counts.delete(emailKey(email));
    const key = addressKey(address);
    const count = this.counts.get(key);
    if (count) this.counts.set(key, { ...count, failures: Math.max(0, count.failures - 1) });
  }

  private keys(email: string, address: string): Array<[string, Rule]> {
    return [
      [emailKey(email), EMAIL_RULE],
      [addressKey(address), ADDRESS_RULE],
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
const addressKey = (address: string) => `address:${address}`;
