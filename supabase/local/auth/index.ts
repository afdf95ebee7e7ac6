import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import type { Service, ServiceContext } from '../service.ts';
import { findEndpoint, type AuthDeps } from './endpoint.ts';
import { ENDPOINTS } from './endpoints.ts';
import { AuthApiError } from './errors.ts';
import { send, sendError, sendPreflight } from './http.ts';
import { PkceFlows } from './pkce.ts';
import { projectConfigPath, readAuthSettings, type AuthSettings } from './settings.ts';
import { RequestLimits } from './request-limits.ts';
import { SignInLimits } from './sign-in-limits.ts';
import { VerifyLimits } from './verify-limits.ts';

/**
 * The GoTrue subset supabase-js uses, behind /auth/v1 (endpoint groups in endpoints.ts). Users live in
 * auth.users with bcrypt hashes made by pgcrypto (hash-compatible with GoTrue), sessions and rotating
 * refresh tokens in auth.sessions and auth.refresh_tokens. Responses, errors and JWT claims follow GoTrue
 * (research note section 1).
 */

const PREFIX = '/auth/v1';

async function route(deps: AuthDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { pathname, searchParams } = new URL((req.url ?? '/').slice(PREFIX.length) || '/', 'http://localhost');
  const path = pathname.replace(/\/+$/, '') || '/';
  const found = findEndpoint(ENDPOINTS, req.method ?? 'GET', path);
  if (!found) throw new AuthApiError(404, 'not_found', 'Not found');
  send(req, res, await found.endpoint.handle({ req, query: searchParams, params: found.params, deps }));
}

/** /auth/v1 with the project's supabase/config.toml. */
export const startAuth = (ctx: ServiceContext): Service => createAuth(ctx, readAuthSettings(projectConfigPath(ctx.rootDir)));

/** /auth/v1 with the given settings: tests run instances with settings of their own (sign-up open, confirmations). */
export function createAuth(ctx: Pick<ServiceContext, 'dbUrl' | 'jwtSecret' | 'publicUrl' | 'log' | 'localDir' | 'rootDir'>, settings: AuthSettings): Service {
  const pool = new pg.Pool({ connectionString: ctx.dbUrl, max: 5 });
  pool.on('error', (error) => ctx.log(`auth: database pool error: ${error.message}`));
  const deps: AuthDeps = {
    pool,
    jwtSecret: ctx.jwtSecret,
    issuer: () => `${ctx.publicUrl()}${PREFIX}`,
    log: ctx.log,
    siteUrl: ctx.publicUrl,
    outboxDir: join(ctx.localDir, 'outbox'),
    rootDir: ctx.rootDir,
    signInLimits: new SignInLimits(),
    verifyLimits: new VerifyLimits(settings),
    requestLimits: new RequestLimits(settings),
    recoveryRequests: new Map(),
    settings,
    pkceFlows: new PkceFlows(),
  };
  return {
    prefix: PREFIX,
    handle(req, res) {
      if (req.method === 'OPTIONS') return sendPreflight(req, res);
      route(deps, req, res).catch((error: unknown) => {
        if (error instanceof AuthApiError) return sendError(req, res, error);
        ctx.log(`auth: ${(error as Error).stack ?? String(error)}`);
        sendError(req, res, new AuthApiError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
      });
    },
    close: () => pool.end(),
  };
}
