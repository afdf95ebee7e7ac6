/**
 * rebuild-site (docs/decisions/028-prerendering-with-data.md): the published site is prerendered with the
 * database's content, so a content change must rebuild it. A database webhook on the content tables calls
 * this function; it calls the static host's deploy hook at most once per REBUILD_MIN_INTERVAL_SECONDS
 * (default 300) however many edits arrive. An edit inside the interval is remembered: the next call after
 * it (an edit, or a scheduled POST {"flush": true}) rebuilds.
 *
 * POST, header `x-rebuild-secret: <REBUILD_HOOK_SECRET>`, optional JSON body {flush?: boolean}
 *   200 {triggered: true}                    the deploy hook was called
 *   200 {triggered: false, reason}           inside the interval (remembered), or nothing waiting (flush)
 *   401 {error}                              missing or wrong secret (or no secret configured)
 *   405 {error}                              any method but POST
 *   502 {error}                              the deploy hook or the database failed
 *
 * Secrets: REBUILD_HOOK_SECRET, DEPLOY_HOOK_URL; SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY come with the platform.
 * config.toml turns the JWT check off for it: the secret is its authentication.
 */
import { jsonResponse } from '../_shared/http.ts';

const DEFAULT_INTERVAL_SECONDS = 300;

/** Compares without an early exit, so the answer time says nothing about the secret. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) difference |= (a[i] ?? 0) ^ b[i];
  return difference === 0;
}

async function wantsFlush(req: Request): Promise<boolean> {
  try {
    const body: unknown = JSON.parse((await req.text()) || '{}');
    return typeof body === 'object' && body !== null && (body as { flush?: unknown }).flush === true;
  } catch {
    return false;
  }
}

/** Asks the database whether this call may rebuild now (claim_site_rebuild, the throttle's one row). */
async function claim(flush: boolean): Promise<boolean> {
  const interval = Number(Deno.env.get('REBUILD_MIN_INTERVAL_SECONDS') ?? DEFAULT_INTERVAL_SECONDS);
  const key = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const response = await fetch(`${Deno.env.get('SUPABASE_URL')}/rest/v1/rpc/claim_site_rebuild`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ min_interval_seconds: Number.isFinite(interval) ? interval : DEFAULT_INTERVAL_SECONDS, only_if_pending: flush }),
  });
  if (!response.ok) throw new Error(`claim_site_rebuild answered ${response.status}`);
  return (await response.json()) === true;
}

async function handleRebuild(req: Request): Promise<Response> {
  if (req.method !== 'POST') return jsonResponse({ error: `Method ${req.method} is not allowed; use POST` }, 405, { Allow: 'POST' });
  const secret = Deno.env.get('REBUILD_HOOK_SECRET') ?? '';
  if (!secret || !sameSecret(req.headers.get('x-rebuild-secret') ?? '', secret)) {
    return jsonResponse({ error: 'Missing or wrong x-rebuild-secret' }, 401);
  }
  const hook = Deno.env.get('DEPLOY_HOOK_URL');
  if (!hook) return jsonResponse({ error: 'DEPLOY_HOOK_URL is not set' }, 502);
  const flush = await wantsFlush(req);
  try {
    if (!(await claim(flush))) {
      return jsonResponse({ triggered: false, reason: flush ? 'nothing waiting' : 'rebuilt recently: this change waits for the next call' });
    }
    const deploy = await fetch(hook, { method: 'POST' });
    await deploy.body?.cancel();
    if (!deploy.ok) return jsonResponse({ error: `The deploy hook answered ${deploy.status}` }, 502);
    return jsonResponse({ triggered: true });
  } catch (error) {
    return jsonResponse({ error: error instanceof Error ? error.message : String(error) }, 502);
  }
}

Deno.serve(handleRebuild);
