import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/context.ts';
import { createFunctions, type Functions } from '../../supabase/local/functions/index.ts';
import { dbUrl, runDir } from '../support/stack';

/**
 * The Deno runtime of the stand-in with fixture functions in a scratch repository root: both ways a
 * function can serve, what it sees (path, environment), the CLI's errors, and verify_jwt from config.toml.
 */

const FIXTURES: Record<string, string> = {
  'served/index.ts': `Deno.serve((req) => Response.json({
    path: new URL(req.url).pathname + new URL(req.url).search,
    method: req.method,
    secret: Deno.env.get('FIXTURE_SECRET') ?? null,
    url: Deno.env.get('SUPABASE_URL') ?? null,
    anonKey: Deno.env.get('SUPABASE_ANON_KEY') === ${JSON.stringify(LOCAL_ANON_KEY)},
    internal: Object.keys(Deno.env.toObject()).filter((name) => name.startsWith('SUPABASE_INTERNAL_')),
  }));`,
  'exported/index.ts': `export default { fetch: (req: Request) => new Response('exported ' + req.method) };`,
  'open/index.ts': `Deno.serve(() => new Response('no JWT needed'));`,
  'broken/index.ts': `throw new Error('fails while loading');`,
  'throwing/index.ts': `Deno.serve(() => { throw new Error('fails while answering'); });`,
  '_shared/helper.ts': `export const notAFunction = true;`,
};

let root: string;
let functions: Functions;
let server: Server;
let origin: string;
const previousEnvFile = process.env.SUPABASE_FUNCTIONS_ENV_FILE;

beforeAll(async () => {
  root = join(runDir(), 'functions-fixture');
  const functionsDir = join(root, 'supabase', 'functions');
  for (const [path, source] of Object.entries(FIXTURES)) {
    mkdirSync(join(functionsDir, path, '..'), { recursive: true });
    writeFileSync(join(functionsDir, path), source);
  }
  writeFileSync(join(functionsDir, 'fixture.env'), 'FIXTURE_SECRET="from the env file"\n');
  writeFileSync(join(root, 'supabase', 'config.toml'), '[functions.open]\nverify_jwt = false # like --no-verify-jwt\n');
  process.env.SUPABASE_FUNCTIONS_ENV_FILE = join(functionsDir, 'fixture.env');

  server = createServer((req, res) => functions.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  functions = await createFunctions({
    dbUrl: dbUrl(),
    jwtSecret: LOCAL_JWT_SECRET,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    publicUrl: () => origin,
    rootDir: root,
    localDir: join(root, '.local'),
    log: () => undefined,
  });
});

afterAll(async () => {
  if (previousEnvFile === undefined) delete process.env.SUPABASE_FUNCTIONS_ENV_FILE;
  else process.env.SUPABASE_FUNCTIONS_ENV_FILE = previousEnvFile;
  await functions?.close();
  await new Promise((resolve) => server?.close(resolve));
});

function call(path: string, init: RequestInit = {}, withJwt = true): Promise<Response> {
  const headers = new Headers(init.headers);
  if (withJwt) headers.set('Authorization', `Bearer ${LOCAL_ANON_KEY}`);
  return fetch(`${origin}/functions/v1/${path}`, { ...init, headers });
}

describe('serving', () => {
  it('runs a Deno.serve function with its path below /functions/v1, the env file and the Supabase variables', async () => {
    const response = await call('served/a/b?c=1', { method: 'PATCH' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      path: '/served/a/b?c=1',
      method: 'PATCH',
      secret: 'from the env file',
      url: origin,
      anonKey: true,
      internal: [],
    });
  });

  it('runs an `export default { fetch }` function', async () => {
    const response = await call('exported', { method: 'POST', body: 'x' });
    expect(await response.text()).toBe('exported POST');
  });

  it('skips the JWT check where config.toml says verify_jwt = false', async () => {
    const response = await call('open', {}, false);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('no JWT needed');
  });
});

describe('errors, as the Supabase CLI reports them', () => {
  it('503 BOOT_ERROR for a function that fails to load', async () => {
    const response = await call('broken');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' });
  });

  it('500 WORKER_ERROR for a handler that throws', async () => {
    const response = await call('throwing');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
  });

  it.each(['_shared', 'missing', '..%2Fserved'])('404 for %s, which is not a function', async (name) => {
    const response = await call(name);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Function not found');
  });

  it('401 before the function runs when the JWT is missing', async () => {
    const response = await call('served', {}, false);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ msg: 'Error: Missing authorization header' });
  });
});
