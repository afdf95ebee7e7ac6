import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseEnv } from 'node:util';
import type { LocalContext } from '../context.ts';
import { verifyFunctionJwt, verifyJwtEnabled } from './gate.ts';
import { localWhatsAppEnv } from '../graph/local-values.ts';
import { stopChild } from '../processes.ts';
import type { Service } from '../service.ts';

export type FunctionsContext = Pick<
  LocalContext,
  'dbUrl' | 'jwtSecret' | 'anonKey' | 'serviceRoleKey' | 'publicUrl' | 'rootDir' | 'localDir' | 'log'
>;

export type Functions = Service & Required<Pick<Service, 'handle'>>;

const PREFIX = '/functions/v1';
const HOST_SCRIPT = fileURLToPath(new URL('./host.ts', import.meta.url));
const READY_LINE = /^standin-functions-listening (\d+)$/;

type Runtime = { child: ChildProcess; port: Promise<number> };

/** The Deno binary of the `deno` npm package (its installer copies it next to its package.json). */
function denoBinary(): string {
  const require = createRequire(import.meta.url);
  const installer = require('deno/install_api.cjs') as { runInstall(): string };
  return installer.runInstall();
}

/**
 * Secrets from supabase/functions/.env, like `supabase functions serve`. SUPABASE_FUNCTIONS_ENV_FILE
 * names another file instead ('' for none: the tests, so a developer's real provider key is never used).
 */
function readSecrets(functionsDir: string): Record<string, string> {
  const file = process.env.SUPABASE_FUNCTIONS_ENV_FILE ?? join(functionsDir, '.env');
  if (!file || !existsSync(file)) return {};
  return Object.fromEntries(
    Object.entries(parseEnv(readFileSync(file, 'utf8'))).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * Edge functions at /functions/v1/<name>: supabase/functions/<name>/index.ts, unchanged, run by Deno from
 * the `deno` npm package in one host process (started on the first call, restarted after the functions
 * or their .env change). The JWT gate in front of it is the Supabase CLI's (verify_jwt, on by default).
 */
export async function createFunctions(ctx: FunctionsContext): Promise<Functions> {
  const functionsDir = join(ctx.rootDir, 'supabase', 'functions');
  const configFile = join(ctx.rootDir, 'supabase', 'config.toml');
  const outboxDir = join(ctx.localDir, 'outbox');
  const denoDir = join(ctx.localDir, 'deno');
  let runtime: Runtime | null = null;
  let stale = false;
  let closed = false;
  let watcher: FSWatcher | undefined;
  if (existsSync(functionsDir)) {
    watcher = watch(functionsDir, { recursive: true }, () => {
      stale = true;
    });
  }

  function startRuntime(): Runtime {
    mkdirSync(outboxDir, { recursive: true });
    mkdirSync(denoDir, { recursive: true });
    const secrets = readSecrets(functionsDir);
    // WhatsApp goes to the stand-in's graph with its local values, unless .env gives its own (decision 117).
    const whatsApp = Object.entries(localWhatsAppEnv(ctx.publicUrl())).filter(([name]) => !secrets[name]);
    const env = {
      ...secrets,
      ...Object.fromEntries(whatsApp),
      SUPABASE_URL: ctx.publicUrl(),
      SUPABASE_ANON_KEY: ctx.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: ctx.serviceRoleKey,
      SUPABASE_DB_URL: ctx.dbUrl,
      // Local only: where notify-lead keeps undelivered messages.
      LOCAL_OUTBOX_DIR: outboxDir,
      SUPABASE_INTERNAL_FUNCTIONS_URL: `${pathToFileURL(functionsDir).href}/`,
      DENO_DIR: denoDir,
      DENO_NO_UPDATE_CHECK: '1',
      DENO_NO_PACKAGE_JSON: '1',
      NO_COLOR: '1',
    };
    // Offline by construction: functions use only Deno and Web APIs and relative imports.
    const args = [
      'run',
      '--no-prompt',
      '--no-config',
      '--no-lock',
      '--no-remote',
      '--no-npm',
      '--allow-net',
      '--allow-env',
      `--allow-read=${functionsDir},${outboxDir}`,
      `--allow-write=${outboxDir}`,
      HOST_SCRIPT,
    ];
    // stdin stays open and unused: the host exits when it closes, so Deno never outlives the stand-in.
    const child = spawn(denoBinary(), args, { cwd: functionsDir, env, stdio: ['pipe', 'pipe', 'pipe'] });
    const port = new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`Deno exited with code ${code} before it was ready`)));
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const ready = READY_LINE.exec(line);
        if (ready) resolve(Number(ready[1]));
        else ctx.log(`[functions] ${line}`);
      });
    });
    port.catch(() => undefined);
    createInterface({ input: child.stderr! }).on('line', (line) => ctx.log(`[functions] ${line}`));
    child.once('exit', () => {
      if (runtime?.child === child) runtime = null;
    });
    return { child, port };
  }

  async function runtimePort(): Promise<number> {
    if (runtime && stale) {
      const old = runtime;
      runtime = null;
      await stopChild(old.child, 'SIGTERM', 3000);
    }
    stale = false;
    runtime ??= startRuntime();
    return runtime.port;
  }

  function isFunction(name: string): boolean {
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(name)) return false;
    const entry = join(functionsDir, name, 'index.ts');
    return existsSync(entry) && statSync(entry).isFile();
  }

  async function proxy(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    let port: number;
    try {
      port = await runtimePort();
    } catch (error) {
      ctx.log(`[functions] Deno did not start: ${(error as Error).message}`);
      return sendJson(res, 503, { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' });
    }
    const upstream = request(
      { host: '127.0.0.1', port, method: req.method, path, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      ctx.log(`[functions] ${req.method} ${path} failed: ${error.message}`);
      if (res.headersSent) res.destroy();
      else sendJson(res, 502, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
    });
    req.pipe(upstream);
  }

  return {
    prefix: PREFIX,
    handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      // The function sees its path without /functions/v1, as behind the hosted gateway.
      const path = url.pathname.slice(PREFIX.length) + url.search;
      const name = url.pathname.slice(PREFIX.length).split('/')[1] ?? '';
      if (closed || !isFunction(name)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('Function not found');
        return;
      }
      if (req.method !== 'OPTIONS' && verifyJwtEnabled(configFile, name)) {
        const refusal = verifyFunctionJwt(req.headers.authorization, ctx.jwtSecret);
        if (refusal) return sendJson(res, 401, { msg: refusal });
      }
      proxy(req, res, path).catch((error: unknown) => {
        ctx.log(`[functions] ${(error as Error).message}`);
        if (!res.headersSent) sendJson(res, 500, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
      });
    },

    async close() {
      closed = true;
      watcher?.close();
      const current = runtime;
      runtime = null;
      if (current) await stopChild(current.child, 'SIGTERM', 3000);
    },
  };
}
