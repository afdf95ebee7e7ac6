import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AuthDeps } from './endpoint.ts';
import { AuthApiError, validationFailed } from './errors.ts';
import { readJson, text } from './http.ts';
import { startSession } from './sessions.ts';
import { findUserById } from './users.ts';

/**
 * GoTrue's PKCE flow for e-mail links: a request carrying a code_challenge (supabase-js with
 * flowType 'pkce', e.g. resetPasswordForEmail) gets a flow state; when its link is verified (GET
 * /verify), the redirect carries `?code=<auth code>` instead of tokens, and the browser that holds the
 * code verifier exchanges it at POST /token?grant_type=pkce. Flow states live in memory (GoTrue keeps
 * them in auth.flow_state): a restart of the stand-in forgets pending ones.
 */

const FLOW_SECONDS = 300;

export type Challenge = { challenge: string; method: 's256' | 'plain' };
type AuthCode = Challenge & { userId: string; createdAt: number };

export class PkceFlows {
  /** Challenges of links not yet verified, by the link's token hash. */
  private readonly pending = new Map<string, Challenge>();
  private readonly codes = new Map<string, AuthCode>();

  remember(tokenHash: string, challenge: Challenge): void {
    this.pending.set(tokenHash, challenge);
  }

  /** The auth code for a just-verified link that began a PKCE flow; undefined for an implicit one. */
  codeFor(tokenHash: string, userId: string): string | undefined {
    const challenge = this.pending.get(tokenHash);
    if (!challenge) return undefined;
    this.pending.delete(tokenHash);
    const code = randomUUID();
    this.codes.set(code, { ...challenge, userId, createdAt: Date.now() });
    return code;
  }

  take(code: string): AuthCode | undefined {
    const flow = this.codes.get(code);
    this.codes.delete(code);
    return flow && Date.now() - flow.createdAt <= FLOW_SECONDS * 1000 ? flow : undefined;
  }
}

/** The code_challenge of a request body, checked as GoTrue does; undefined when there is none. */
export function challengeOf(body: Record<string, unknown>): Challenge | undefined {
  const challenge = text(body.code_challenge);
  const method = text(body.code_challenge_method).toLowerCase();
  if (!challenge && !method) return undefined;
  if (!challenge || (method !== 's256' && method !== 'plain')) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  return { challenge, method };
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** POST /token?grant_type=pkce {auth_code, code_verifier}. */
export async function pkceGrant(deps: AuthDeps, req: IncomingMessage) {
  const body = await readJson(req);
  const code = text(body.auth_code);
  const verifier = text(body.code_verifier);
  if (!code || !verifier) throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  const flow = deps.pkceFlows.take(code);
  if (!flow) throw new AuthApiError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  const expected = flow.method === 's256' ? s256(verifier) : verifier;
  if (expected !== flow.challenge) {
    throw new AuthApiError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  const user = await findUserById(deps.pool, flow.userId);
  if (!user) throw new AuthApiError(404, 'user_not_found', 'User not found');
  return startSession(deps, user, req, 'otp');
}
