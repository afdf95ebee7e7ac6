import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { removeAbandonedState, startStandIn, type StandIn } from '../../supabase/local/standin.ts';
import { serveStandInApi } from '../../scripts/prerender-data.ts';
import { serveBuiltSite } from '../../scripts/serve-built-site.ts';

/**
 * Global setup of the `integration` project: a fresh local stand-in (own data directory, free ports), the
 * app built into the same run directory and served with the stand-in on one origin by Vite's preview
 * server, exactly as `npm run build && npm run preview` would. Parallel runs share nothing.
 * KEEP_TEST_RUN=1 keeps the run directory (screenshots, logs) after the run.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the built site and of the Supabase API (same origin, as in local mode). */
    siteUrl: string;
    anonKey: string;
    serviceRoleKey: string;
    /** Superuser URL of the run's database. */
    dbUrl: string;
    /** This run's directory, for screenshots and other artefacts. */
    runDir: string;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RUNS_DIR = join(ROOT, '.local', 'test-runs');
const KEPT_RUN_MAX_AGE_MS = 60 * 60 * 1000;

const log = (msg: string) => console.log(`[integration] ${msg}`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs that died leave their directory (and maybe their servers); kept runs expire after an hour. */
async function sweepOldRuns(): Promise<void> {
  if (!existsSync(RUNS_DIR)) return;
  for (const name of readdirSync(RUNS_DIR)) {
    const dir = join(RUNS_DIR, name);
    if (!statSync(dir).isDirectory()) continue;
    const died = readdirSync(dir).includes('stand-in.lock.json');
    const expired = Date.now() - statSync(dir).mtimeMs > KEPT_RUN_MAX_AGE_MS;
    if (died || expired) await removeAbandonedState(dir, log);
  }
}

/**
 * Builds the app as production, against the local stand-in whatever the developer's .env says; its pages
 * are prerendered with this run's content (PRERENDER_SUPABASE_URL: the build starts no stand-in of its own).
 */
async function buildSite(runDir: string, outDir: string, standIn: StandIn): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const api = await serveStandInApi(standIn);
  process.env.PRERENDER_SUPABASE_URL = api.url;
  try {
    await build({ root: ROOT, mode: 'production', logLevel: 'warn', envDir: runDir, build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
    delete process.env.PRERENDER_SUPABASE_URL;
    await api.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const startedAt = performance.now();
  delete process.env.VITE_SUPABASE_URL;
  delete process.env.VITE_SUPABASE_ANON_KEY;
  // Edge functions get no secrets from supabase/functions/.env: tests never reach a real e-mail provider.
  process.env.SUPABASE_FUNCTIONS_ENV_FILE = '';
  await sweepOldRuns();
  const runDir = join(RUNS_DIR, `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`);
  mkdirSync(runDir, { recursive: true });
  const outDir = join(runDir, 'dist');

  let standIn: StandIn | undefined;
  let server: PreviewServer | undefined;
  const teardown = async () => {
    await server?.close();
    await standIn?.stop();
    if (process.env.KEEP_TEST_RUN) log(`kept ${runDir}`);
    else rmSync(runDir, { recursive: true, force: true });
  };

  try {
    const timings: string[] = [];
    const ready = await startStandIn({ dataDir: runDir, pgPort: 0, reset: true, durable: false, log: (msg) => log(`stand-in: ${msg}`) });
    standIn = ready;
    timings.push(`stand-in ${seconds(startedAt)}`);
    await buildSite(runDir, outDir, ready);
    timings.push(`build ${seconds(startedAt)}`);

    const served = await serveBuiltSite({ outDir, envDir: runDir, standIn: ready });
    server = served.server;
    const { siteUrl } = served;

    project.provide('siteUrl', siteUrl);
    project.provide('anonKey', ready.anonKey);
    project.provide('serviceRoleKey', ready.serviceRoleKey);
    project.provide('dbUrl', ready.dbUrl);
    project.provide('runDir', runDir);
    log(`ready in ${seconds(startedAt)} (${timings.join(', ')}): ${siteUrl}`);
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}
