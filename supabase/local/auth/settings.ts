import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';

/**
 * The auth settings of supabase/config.toml that the stand-in applies, read as the Supabase CLI reads them
 * and with the CLI's defaults where the file says nothing, so the file a hosted project gets with
 * `supabase config push` is the one `npm start` runs with (docs/decisions/063).
 */

/** An e-mail GoTrue sends: the CLI's [auth.email.template.<name>] names. */
export type TemplateName = 'invite' | 'confirmation' | 'recovery' | 'magic_link';

export interface AuthSettings {
  /** [auth] site_url: where links lead when no allowed redirect_to is given, and an allowed redirect host. */
  siteUrl: string;
  /** [auth] additional_redirect_urls: GoTrue's allow list of redirect_to URLs (globs). */
  additionalRedirectUrls: string[];
  /** [auth] jwt_expiry: seconds an access token lasts. */
  jwtExpirySeconds: number;
  /** [auth] enable_signup: POST /signup creates users (with e-mail, or anonymous). */
  enableSignup: boolean;
  /** [auth] enable_anonymous_sign_ins. */
  enableAnonymousSignIns: boolean;
  /** [auth] minimum_password_length. */
  minimumPasswordLength: number;
  /** [auth.email] enable_signup: the e-mail provider (sign-up and links by e-mail). */
  enableEmailProvider: boolean;
  /** [auth.email] enable_confirmations: a new e-mail user must confirm the address before signing in. */
  enableConfirmations: boolean;
  /** [auth.email] otp_length: digits of the one-time code an e-mail link carries (its hash is the link's token). */
  otpLength: number;
  /** [auth.email] otp_expiry: how long a link lasts. */
  otpExpirySeconds: number;
  /** [auth.email] max_frequency: at most one e-mail of a kind per address in this time. */
  maxFrequencySeconds: number;
  /** [auth.email.template.*]: subject and, when set, the file of each e-mail. */
  templates: Partial<Record<TemplateName, { subject?: string; contentPath?: string }>>;
  /** [auth.rate_limit], GoTrue's request limits. */
  rateLimits: {
    /** email_sent: e-mails per hour, for the whole instance. */
    emailSentPerHour: number;
    /** sign_in_sign_ups: sign-ups (and, on hosted, sign-ins) per client address in 5 minutes. */
    signInSignUpsPerFiveMinutes: number;
    /** token_verifications: /verify requests per client address in 5 minutes. */
    tokenVerificationsPerFiveMinutes: number;
    /** anonymous_users: anonymous sign-ins per client address in an hour. */
    anonymousUsersPerHour: number;
  };
}

type Table = Record<string, unknown>;

const table = (value: unknown): Table => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Table) : {});

function integer(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new Error(`supabase/config.toml: ${name} must be a whole number`);
  return value;
}

function boolean(value: unknown, name: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new Error(`supabase/config.toml: ${name} must be true or false`);
  return value;
}

function strings(value: unknown, name: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) throw new Error(`supabase/config.toml: ${name} must be a list of strings`);
  return value as string[];
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

const TEMPLATE_NAMES: readonly TemplateName[] = ['invite', 'confirmation', 'recovery', 'magic_link'];

function templatesOf(email: Table): AuthSettings['templates'] {
  const templates = table(email.template);
  return Object.fromEntries(
    TEMPLATE_NAMES.filter((name) => templates[name] !== undefined).map((name) => {
      const { subject, content_path: contentPath } = table(templates[name]);
      return [name, { subject: typeof subject === 'string' ? subject : undefined, contentPath: typeof contentPath === 'string' ? contentPath : undefined }];
    }),
  );
}

/** The Supabase CLI's defaults (pkg/config/templates/config.toml) where the file says nothing. */
export function authSettingsFrom(toml: string): AuthSettings {
  const auth = table(parse(toml).auth);
  const email = table(auth.email);
  const rateLimit = table(auth.rate_limit);
  const otpLength = integer(email.otp_length, 'auth.email.otp_length', 6);
  if (otpLength < 6 || otpLength > 10) throw new Error('supabase/config.toml: auth.email.otp_length must be between 6 and 10');
  return {
    siteUrl: typeof auth.site_url === 'string' ? auth.site_url : 'http://127.0.0.1:3000',
    additionalRedirectUrls: strings(auth.additional_redirect_urls, 'auth.additional_redirect_urls'),
    jwtExpirySeconds: integer(auth.jwt_expiry, 'auth.jwt_expiry', 3600),
    enableSignup: boolean(auth.enable_signup, 'auth.enable_signup', true),
    enableAnonymousSignIns: boolean(auth.enable_anonymous_sign_ins, 'auth.enable_anonymous_sign_ins', false),
    minimumPasswordLength: integer(auth.minimum_password_length, 'auth.minimum_password_length', 6),
    enableEmailProvider: boolean(email.enable_signup, 'auth.email.enable_signup', true),
    enableConfirmations: boolean(email.enable_confirmations, 'auth.email.enable_confirmations', false),
    otpLength,
    otpExpirySeconds: integer(email.otp_expiry, 'auth.email.otp_expiry', 3600),
    maxFrequencySeconds: durationSeconds(email.max_frequency, 'auth.email.max_frequency', 1),
    templates: templatesOf(email),
    rateLimits: {
      emailSentPerHour: integer(rateLimit.email_sent, 'auth.rate_limit.email_sent', 2),
      signInSignUpsPerFiveMinutes: integer(rateLimit.sign_in_sign_ups, 'auth.rate_limit.sign_in_sign_ups', 30),
      tokenVerificationsPerFiveMinutes: integer(rateLimit.token_verifications, 'auth.rate_limit.token_verifications', 30),
      anonymousUsersPerHour: integer(rateLimit.anonymous_users, 'auth.rate_limit.anonymous_users', 30),
    },
  };
}

export function readAuthSettings(configPath: string): AuthSettings {
  return authSettingsFrom(readFileSync(configPath, 'utf8'));
}

/** The project's own file. */
export const projectConfigPath = (rootDir: string) => join(rootDir, 'supabase', 'config.toml');
