import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import type { StandIn } from '../../supabase/local/standin.ts';
import { localSupabase } from '../../supabase/local/vite-plugin.ts';
import { runDir, siteUrl, stack } from '../support/stack';

/**
 * Neither the dev server nor the preview server serves the stand-in's state directory (inside or outside the
 * project), `.env*`, key files or `.git`, however the path is spelled (decision 017).
 * Each case runs a real Vite server on a fixture project whose private files hold a marker.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const workDir = join(runDir(), 'private-files');
const MARKER = 'SECRET-CONTENT';
const STATE_FILES = ['db/base/5/1259', 'outbox/lead.json', 'postgres.log', 'stand-in.lock.json'];
const servers: Array<ViteDevServer | PreviewServer> = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

function write(path: string, content = MARKER): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

/** A project with a page, a build, secrets beside them, and a state directory inside or outside it. */
function fixture(name: string, stateInside: boolean): { project: string; stateDir: string } {
  const project = join(workDir, name, 'project');
  const stateDir = stateInside ? join(project, '.local') : join(workDir, name, 'state-outside');
  write(join(project, 'index.html'), '<!doctype html><title>site</title>');
  write(join(project, 'dist', 'index.html'), '<!doctype html><title>built site</title>');
  write(join(project, 'robots.txt'), 'User-agent: *');
  write(join(project, 'dist', 'robots.txt'), 'User-agent: *');
  for (const file of ['.env', '.env.local', '.git/config', 'certs/server.key', 'server.pem']) write(join(project, file));
  for (const file of STATE_FILES) write(join(stateDir, file));
  return { project, stateDir };
}

/** The plugin with a stand-in that answers nothing, so only the guard and Vite decide. */
function stubStandIn(localDir: string): StandIn {
  return {
    handle: (_req, _res, next) => next?.(),
    handleUpgrade: () => false,
    dbUrl: '',
    anonKey: '',
    serviceRoleKey: '',
    jwtSecret: '',
    localDir,
    demoAccounts: [],
    setPublicUrl: () => undefined,
    stop: async () => undefined,
  };
}

async function startServer(kind: 'dev' | 'preview', project: string, stateDir: string): Promise<string> {
  const config = {
    configFile: false as const,
    root: project,
    logLevel: 'silent' as const,
    plugins: [localSupabase({ standIn: stubStandIn(stateDir) })],
  };
  if (kind === 'dev') {
    const server = await createServer({ ...config, server: { host: '127.0.0.1', port: 0, ws: false }, optimizeDeps: { noDiscovery: true } });
    servers.push(server);
    await server.listen();
    return server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  }
  const server = await preview({ ...config, preview: { host: '127.0.0.1', port: 0 } });
  servers.push(server);
  return server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
}

/** GET with the path sent exactly as written (fetch would normalise `..` and some escapes away). */
function rawGet(origin: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function spellings(project: string, stateDir: string, stateInside: boolean): string[] {
  const secrets = ['/.env', '/.env.local', '/.git/config', '/certs/server.key', '/server.pem', '/%2eenv', '/.git%2fconfig'];
  const fs = STATE_FILES.map((file) => `/@fs${stateDir}/${file}`);
  if (!stateInside) return [...secrets, ...fs, `/@fs${encodeURI(stateDir)}/postgres.log`];
  return [
    ...secrets,
    ...fs,
    ...STATE_FILES.map((file) => `/.local/${file}`),
    '/%2elocal/postgres.log',
    '/%2Elocal/outbox/lead.json',
    '/%252elocal/postgres.log',
    '/.LOCAL/postgres.log',
    '/robots.txt/../.local/postgres.log',
    '/./.local//postgres.log',
    '/.local/postgres.log?raw',
    '/.local%2fpostgres.log',
    `/@fs${project}/.local/db/base/5/1259`,
    `/@fs${project}/./.local/outbox/lead.json`,
  ];
}

describe.each([
  { kind: 'dev' as const, stateInside: true },
  { kind: 'dev' as const, stateInside: false },
  { kind: 'preview' as const, stateInside: true },
  { kind: 'preview' as const, stateInside: false },
])('the $kind server, state directory inside the project: $stateInside', ({ kind, stateInside }) => {
  it('refuses every spelling of a private file and still serves the site', async () => {
    const { project, stateDir } = fixture(`${kind}-${stateInside ? 'inside' : 'outside'}`, stateInside);
    const origin = await startServer(kind, project, stateDir);

    const answers = await Promise.all(spellings(project, stateDir, stateInside).map(async (path) => ({ path, ...(await rawGet(origin, path)) })));

    for (const { path, status, body } of answers) {
      expect([403, 404], `${path} answered ${status}`).toContain(status);
      expect(body, path).not.toContain(MARKER);
    }
    expect((await rawGet(origin, '/')).status).toBe(200);
    expect(await rawGet(origin, '/robots.txt')).toEqual({ status: 200, body: 'User-agent: *' });
  });
});

describe('the test run’s own preview server (scripts/serve-built-site.ts)', () => {
  it('refuses the run’s state directory, which lies inside the project', async () => {
    const runDir = stack().runDir;
    const origin = siteUrl();
    const paths = [`/@fs${runDir}/postgres.log`, `/${relative(ROOT, runDir)}/postgres.log`, '/.local/cluster-template/PG_VERSION', '/.env'];

    for (const path of paths) expect([403, 404], path).toContain((await rawGet(origin, path)).status);
    expect((await rawGet(origin, '/')).status).toBe(200);
  });
});
