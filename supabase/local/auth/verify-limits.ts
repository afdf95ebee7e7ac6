import { SlidingWindow } from './request-limits.ts';
import type { AuthSettings } from './settings.ts';
import { rateLimitReached } from './sign-in-limits.ts';

/**
 * Guessing defence for /verify (docs/decisions/040-abuse-limits-and-the-client-address.md):
 * - every verification, right or wrong, counts against the client's address: [auth.rate_limit]
 *   token_verifications per 5 minutes, as hosted GoTrue counts them; over it, GoTrue's 429;
 * - a wrong code for a named account (the e-mail and code form) counts against that account: the
 *   ACCOUNT_FAILURES-th wrong one uses the outstanding link up, so the owner asks for a new one and a
 *   guesser must start again against a new code, from whatever addresses it has.
 * A token hash names no account, so its wrong guesses count against the address only; it is the hash of a
 * 10-digit code ([auth.email] otp_length), far beyond reach at 30 guesses per 5 minutes.
 */

export const ACCOUNT_FAILURES = 5;

export class VerifyLimits {
  private readonly perAddress: SlidingWindow;
  private readonly failuresPerAccount: SlidingWindow;

  constructor(settings: AuthSettings) {
    this.perAddress = new SlidingWindow(settings.rateLimits.tokenVerificationsPerFiveMinutes, 5 * 60_000);
    this.failuresPerAccount = new SlidingWindow(ACCOUNT_FAILURES - 1, settings.otpExpirySeconds * 1000);
  }

  /** Counts a verification from `address`; throws 429 once the address is over its limit. */
  admit(address: string): void {
    if (!this.perAddress.hit(address)) throw rateLimitReached();
  }

  /** Counts a wrong code for the account; true when it was one too many and the link must be used up. */
  failed(userId: string): boolean {
    if (this.failuresPerAccount.hit(userId)) return false;
    this.failuresPerAccount.reset(userId);
    return true;
  }

  succeeded(userId: string): void {
    this.failuresPerAccount.reset(userId);
  }
}
