import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';

/**
 * The auth settings of supabase/config.toml that the stand-in applies, read as the Supabase CLI reads them,
 * so the file a hosted project gets with `supabase config push` is the one `npm start` runs with.
 */

export interface AuthSettings {
  /** [auth.email] otp_length: digits of the one-time code an e-mail link carries (its hash is the link's token). */
  otpLength: number;
  /** [auth.email] otp_expiry: how long a link lasts. */
  otpExpirySeconds: number;
  /** [auth.email] max_frequency: at most one reset e-mail per address in this time. */
  maxFrequencySeconds: number;
  /** [auth.rate_limit] token_verifications: /verify requests per client address in 5 minutes. */
  tokenVerificationsPerFiveMinutes: number;
}

type Table = Record<string, unknown>;

const table = (value: unknown): Table => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Table) : {});

function integer(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new Error(`supabase/config.toml: ${name} must be a whole number`);
  return value;
}

/** A Go duration as config.toml writes it ("60s", "1m30s", "1h"), in seconds. */
export function durationSeconds(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const text = String(value);
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(h|m|s|ms)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text) throw new Error(`supabase/config.toml: ${name} must be a duration such as "60s"`);
  const unit = { h: 3600, m: 60, s: 1, ms: 0.001 } as const;
  return parts.reduce((sum, [, amount, suffix]) => sum + Number(amount) * unit[suffix as keyof typeof unit], 0);
}

/** GoTrue's defaults where the file says nothing. */
export function authSettingsFrom(toml: string): AuthSettings {
  const auth = table(parse(toml).auth);
  const email = table(auth.email);
  const rateLimit = table(auth.rate_limit);
  const otpLength = integer(email.otp_length, 'auth.email.otp_length', 6);
  if (otpLength < 6 || otpLength > 10) throw new Error('supabase/config.toml: auth.email.otp_length must be between 6 and 10');
  return {
    otpLength,
    otpExpirySeconds: integer(email.otp_expiry, 'auth.email.otp_expiry', 3600),
    maxFrequencySeconds: durationSeconds(email.max_frequency, 'auth.email.max_frequency', 60),
    tokenVerificationsPerFiveMinutes: integer(rateLimit.token_verifications, 'auth.rate_limit.token_verifications', 30),
  };
}

export function readAuthSettings(rootDir: string): AuthSettings {
  return authSettingsFrom(readFileSync(join(rootDir, 'supabase', 'config.toml'), 'utf8'));
}
