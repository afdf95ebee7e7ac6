import type { IncomingMessage } from 'node:http';
import type pg from 'pg';
import type { Reply } from './http.ts';
import type { PkceFlows } from './pkce.ts';
import type { AuthSettings } from './settings.ts';
import type { RequestLimits } from './request-limits.ts';
import type { SignInLimits } from './sign-in-limits.ts';
import type { VerifyLimits } from './verify-limits.ts';

/** The shape of one /auth/v1 endpoint: each endpoint group (token, user, admin, ...) is a file exporting a list of these. */

export type Queryable = Pick<pg.Pool, 'query'>;

/** What every endpoint may use. */
export interface AuthDeps {
  pool: pg.Pool;
  jwtSecret: string;
  /** GoTrue's JWT issuer: `<site origin>/auth/v1`. */
  issuer: () => string;
  log: (msg: string) => void;
  /** The site origin ({{ .SiteURL }} of the e-mail templates): links in e-mails point there. */
  siteUrl: () => string;
  /** Where e-mails go instead of SMTP: the stand-in's outbox (as the CLI's Mailpit would catch them). */
  outboxDir: string;
  /** The project root: [auth.email.template.*] content_path is relative to it. */
  rootDir: string;
  /** Failed password sign-ins per e-mail and per client address (rate limits, decision 022). */
  signInLimits: SignInLimits;
  /** Verifications per client address and wrong codes per account (decision 040). */
  verifyLimits: VerifyLimits;
  /** [auth.rate_limit] sign-ups, anonymous sign-ins and e-mails (signup.ts, resend.ts). */
  requestLimits: RequestLimits;
  /** One reset e-mail per address per [auth.email] max_frequency, known address or not (recover.ts). */
  recoveryRequests: Map<string, number>;
  /** What supabase/config.toml says (settings.ts), or a test's own settings. */
  settings: AuthSettings;
  pkceFlows: PkceFlows;
}

export interface AuthCall {
  req: IncomingMessage;
  query: URLSearchParams;
  /** The capture groups of a RegExp `path`. */
  params: string[];
  deps: AuthDeps;
}

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path after /auth/v1, without a trailing slash: exact, or a RegExp whose groups become `params`. */
  path: string | RegExp;
  handle(call: AuthCall): Promise<Reply>;
}

/** The endpoint answering `method path`, with its params; undefined when none does. */
export function findEndpoint(endpoints: readonly Endpoint[], method: string, path: string): { endpoint: Endpoint; params: string[] } | undefined {
  for (const endpoint of endpoints) {
    if (endpoint.method !== method) continue;
    if (typeof endpoint.path === 'string') {
      if (endpoint.path === path) return { endpoint, params: [] };
      continue;
    }
    const match = endpoint.path.exec(path);
    if (match) return { endpoint, params: match.slice(1) };
  }
  return undefined;
}
