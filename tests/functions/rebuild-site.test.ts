import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/context.ts';
import { createFunctions, type Functions } from '../../supabase/local/functions/index.ts';
import { dbUrl, runDir, siteUrl } from '../support/stack';

/**
 * rebuild-site on the stand-in's Deno runtime, with its secrets pointing at a deploy hook this test
 * serves: a burst of edits calls the hook once, a wrong or missing secret is refused, and an edit that
 * arrived inside the interval is rebuilt by the next flush.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECRET = 'test-rebuild-secret';

let functions: Functions;
let functionsServer: Server;
let hookServer: Server;
let origin: string;
let hookCalls = 0;
const previousEnvFile = process.env.SUPABASE_FUNCTIONS_ENV_FILE;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  hookServer = createServer((req, res) => {
    if (req.method === 'POST') hookCalls += 1;
    res.end('{}');
  });
  const hookUrl = `${await listen(hookServer)}/build_hooks/site`;
  const dir = join(runDir(), 'rebuild-site');
  mkdirSync(dir, { recursive: true });
  const envFile = join(dir, 'functions.env');
  writeFileSync(envFile, `REBUILD_HOOK_SECRET=${SECRET}\nDEPLOY_HOOK_URL=${hookUrl}\nREBUILD_MIN_INTERVAL_SECONDS=300\n`);
  process.env.SUPABASE_FUNCTIONS_ENV_FILE = envFile;

  functionsServer = createServer((req, res) => functions.handle(req, res));
  origin = await listen(functionsServer);
  functions = await createFunctions({
    dbUrl: dbUrl(),
    jwtSecret: LOCAL_JWT_SECRET,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    // The function reaches the database through the run's REST API.
    publicUrl: () => siteUrl(),
    rootDir: ROOT,
    localDir: dir,
    log: () => undefined,
  });
});

afterAll(async () => {
  if (previousEnvFile === undefined) delete process.env.SUPABASE_FUNCTIONS_ENV_FILE;
  else process.env.SUPABASE_FUNCTIONS_ENV_FILE = previousEnvFile;
  await functions?.close();
  await new Promise((resolve) => functionsServer?.close(resolve));
  await new Promise((resolve) => hookServer?.close(resolve));
});

/** A clean throttle: never rebuilt, nothing waiting. */
async function resetThrottle(lastTriggeredAt: string | null = null): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl() });
  await client.connect();
  try {
    await client.query('update public.site_rebuild_state set last_triggered_at = $1, pending = false', [lastTriggeredAt]);
  } finally {
    await client.end();
  }
}

beforeEach(async () => {
  hookCalls = 0;
  await resetThrottle();
});

async function call(headers: Record<string, string> = { 'x-rebuild-secret': SECRET }, body = '{"type":"UPDATE","table":"blog_posts"}') {
  const response = await fetch(`${origin}/functions/v1/rebuild-site`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('rebuild-site', () => {
  it('calls the deploy hook once for a burst of edits', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => call()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((answer) => answer.body.triggered === true)).toHaveLength(1);
    expect(hookCalls).toBe(1);
    expect((await call()).body).toMatchObject({ triggered: false });
    expect(hookCalls).toBe(1);
  });

  it('refuses callers without the right secret, and never calls the hook for them', async () => {
    expect((await call({})).status).toBe(401);
    expect((await call({ 'x-rebuild-secret': 'wrong' })).status).toBe(401);
    expect((await call({ 'x-rebuild-secret': `${SECRET}x` })).status).toBe(401);
    expect(hookCalls).toBe(0);
  });

  it('rebuilds an edit that arrived inside the interval on the next flush after it, and a flush alone does nothing', async () => {
    expect((await call(undefined, '{"flush":true}')).body).toMatchObject({ triggered: false });
    expect(hookCalls).toBe(0);
    await call();
    await call();
    expect(hookCalls).toBe(1);
    // The interval has passed: the waiting edit is rebuilt by the flush, once.
    await resetThrottle(new Date(Date.now() - 10 * 60_000).toISOString());
    const client = new pg.Client({ connectionString: dbUrl() });
    await client.connect();
    await client.query('update public.site_rebuild_state set pending = true');
    await client.end();
    expect((await call(undefined, '{"flush":true}')).body).toEqual({ triggered: true });
    expect((await call(undefined, '{"flush":true}')).body).toMatchObject({ triggered: false });
    expect(hookCalls).toBe(2);
  });
});
