import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { build, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { removeAbandonedState, startStandIn, type StandIn } from '../../supabase/local/standin.ts';
import { serveStandInApi } from '../../scripts/prerender-data.ts';
import { serveBuiltSite } from '../../scripts/serve-built-site.ts';

/**
 * Global setup of the `integration` project: one stack per worker, so test files running at the same time
 * share no rows, statistics, rate limits or outbox (docs/decisions/041-one-stack-per-test-worker.md). A stack
 * is a fresh local stand-in (own data directory, free ports) and the built site served with it on one origin
 * by Vite's preview server, exactly as `npm run build && npm run preview` would. The app is built once, from
 * the first stack's content (every stack starts from the same seed). Parallel runs share nothing.
 * KEEP_TEST_RUN=1 keeps the run directory (screenshots, logs) after the run.
 */

/** What a test file needs of its worker's stack (tests/support/stack.ts picks it). */
export type TestStack = {
  /** Origin of the built site and of the Supabase API (same origin, as in local mode). */
  siteUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Superuser URL of the stack's database. */
  dbUrl: string;
  /** The stack's directory: its database, outbox, storage files and the test's screenshots. */
  runDir: string;
  /** The build every stack serves (one for the run). */
  distDir: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** One stack per worker, in the order of the workers' pool ids. */
    stacks: TestStack[];
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RUNS_DIR = join(ROOT, '.local', 'test-runs');
const KEPT_RUN_MAX_AGE_MS = 60 * 60 * 1000;

const log = (msg: string) => console.log(`[integration] ${msg}`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs that died leave their directory (and maybe their stacks' servers); kept runs expire after an hour. */
async function sweepOldRuns(): Promise<void> {
  if (!existsSync(RUNS_DIR)) return;
  for (const name of readdirSync(RUNS_DIR)) {
    const dir = join(RUNS_DIR, name);
    if (!statSync(dir).isDirectory()) continue;
    const stackDirs = readdirSync(dir).filter((entry) => entry.startsWith('stack-')).map((entry) => join(dir, entry));
    const died = stackDirs.some((stackDir) => existsSync(join(stackDir, 'stand-in.lock.json')));
    const expired = Date.now() - statSync(dir).mtimeMs > KEPT_RUN_MAX_AGE_MS;
    if (!died && !expired) continue;
    // A stack still owned by a live run is left alone (removeAbandonedState answers false), and so is its run.
    const removed = await Promise.all(stackDirs.map((stackDir) => removeAbandonedState(stackDir, log)));
    if (removed.every(Boolean)) rmSync(dir, { recursive: true, force: true });
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

/**
 * What the test stacks change of the seeded settings: a browser test fills a form at machine speed, so the spam
 * rule's minimum time on a form (lead_settings.min_fill_ms, 3 s as seeded) would take every lead for a bot's; the
 * rule itself is proven at the API level (tests/api/leads.test.ts), which sets it there. No test sleeps through it.
 * The demo accounts' passwords are hashed at bcrypt's lowest cost (4, not GoTrue's 10): the tests sign in hundreds
 * of times, each a bcrypt check in the database (tens of CPU-seconds a run at cost 10), and what a sign-in answers
 * does not depend on the cost. Unknown addresses still meet a cost-10 dummy (supabase/local/auth/token.ts).
 */
async function settleTestSettings(standIn: StandIn): Promise<void> {
  const client = new pg.Client({ connectionString: standIn.dbUrl });
  await client.connect();
  try {
    await client.query('update public.lead_settings set min_fill_ms = 0');
    await client.query("update auth.users set encrypted_password = extensions.crypt('password123', extensions.gen_salt('bf', 4)) where extensions.crypt('password123', encrypted_password) = encrypted_password");
  } finally {
    await client.end();
  }
}

/** How many stacks: one per worker of the project, or INTEGRATION_STACKS (1 when running a single file). */
function stackCount(project: TestProject): number {
  const asked = Number(process.env.INTEGRATION_STACKS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  const workers = Number(project.config.maxWorkers);
  return Number.isInteger(workers) && workers > 0 ? workers : 1;
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

  const standIns: StandIn[] = [];
  const servers: PreviewServer[] = [];
  const teardown = async () => {
    await Promise.all(servers.map((server) => server.close()));
    await Promise.all(standIns.map((standIn) => standIn.stop()));
    if (process.env.KEEP_TEST_RUN) log(`kept ${runDir}`);
    else rmSync(runDir, { recursive: true, force: true });
  };

  try {
    const count = stackCount(project);
    const stackDirs = Array.from({ length: count }, (_, i) => join(runDir, `stack-${i + 1}`));
    const started = await Promise.allSettled(
      stackDirs.map((dataDir, i) =>
        startStandIn({ dataDir, pgPort: 0, reset: true, durable: false, log: (msg) => log(`stack ${i + 1}: ${msg}`) }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') standIns.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    await Promise.all(standIns.map(settleTestSettings));
    const timings = [`${count} stand-in(s) ${seconds(startedAt)}`];
    await buildSite(runDir, outDir, standIns[0] as StandIn);
    timings.push(`build ${seconds(startedAt)}`);

    const stacks: TestStack[] = [];
    for (const [i, standIn] of standIns.entries()) {
      const served = await serveBuiltSite({ outDir, envDir: runDir, standIn });
      servers.push(served.server);
      stacks.push({ siteUrl: served.siteUrl, anonKey: standIn.anonKey, serviceRoleKey: standIn.serviceRoleKey, dbUrl: standIn.dbUrl, runDir: stackDirs[i] as string, distDir: outDir });
    }
    project.provide('stacks', stacks);
    log(`ready in ${seconds(startedAt)} (${timings.join(', ')}): ${stacks.map((stack) => stack.siteUrl).join(', ')}`);
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}
