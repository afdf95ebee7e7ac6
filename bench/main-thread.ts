/**
 * `npm run bench:main-thread [-- path ...]`: what a page costs the main thread as it loads, from Chromium's
 * own trace, for the build in dist/ (run `npm run build` first), served with a throwaway stand-in.
 * Lighthouse's TBT on a busy two-core machine swings several-fold between runs of one page; the thread time
 * of each task (CPU time, not wall time) swings far less, so before/after comparisons of a change use this.
 * "Blocking" scales each task after the first contentful paint by four, as Lighthouse's mobile profile
 * does, and sums what is over 50 ms. Prints medians of RUNS loads per path; a benchmark, never a test.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveBuiltSite } from '../scripts/serve-built-site.ts';
import { startStandIn } from '../supabase/local/standin.ts';
import { CHROMIUM, CHROME_FLAGS } from './lighthouse.ts';
import { median } from './report.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 5;
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const DEFAULT_PATHS = ['/', '/about', '/services', '/gallery', '/sites', '/clients', '/blog', '/contact', '/festivaloffer2025', '/careers'];

type TraceEvent = { name: string; ph: string; ts: number; tdur?: number; pid: number; tid: number };
type Load = { blocking: number; beforeFcp: number; afterFcp: number };

/** The main thread's tasks of one load, split at the first contentful paint. */
function measure(events: TraceEvent[]): Load {
  const fcp = events.filter((event) => event.name === 'firstContentfulPaint').at(-1);
  if (!fcp) throw new Error('The trace has no first contentful paint.');
  const onMain = (event: TraceEvent) => event.pid === fcp.pid && event.tid === fcp.tid;
  const start = events.find((event) => event.name === 'navigationStart' && onMain(event))?.ts ?? 0;
  const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && onMain(event) && event.ts >= start);
  const ms = (task: TraceEvent) => (task.tdur ?? 0) / 1000;
  const after = tasks.filter((task) => task.ts >= fcp.ts);
  return {
    blocking: after.reduce((sum, task) => sum + Math.max(0, CPU_SLOWDOWN * ms(task) - LONG_TASK_MS), 0),
    beforeFcp: tasks.filter((task) => task.ts < fcp.ts).reduce((sum, task) => sum + ms(task), 0),
    afterFcp: after.reduce((sum, task) => sum + ms(task), 0),
  };
}

async function main(): Promise<void> {
  const outDir = join(ROOT, 'dist');
  if (!existsSync(join(outDir, 'index.html'))) throw new Error('No build in dist/: run `npm run build` first.');
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_PATHS;
  // Under .local/, as the bench's: the stand-in's PostgreSQL runs from there.
  const runDir = join(ROOT, '.local', `main-thread-${process.pid}`);
  mkdirSync(runDir, { recursive: true });
  const standIn = await startStandIn({ dataDir: runDir, pgPort: 0, reset: true, durable: false, log: () => undefined });
  const { server, siteUrl } = await serveBuiltSite({ outDir, envDir: runDir, standIn });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const tracePath = join(runDir, 'trace.json');
  try {
    console.log('| Path | Blocking (ms, ×4 over 50) | Main thread before FCP (ms) | after FCP (ms) |\n|:--|--:|--:|--:|');
    for (const path of paths) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run++) {
        const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
        await browser.startTracing(page, { path: tracePath, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
        await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' });
        await page.waitForTimeout(3500); // the code starts after load; hydration and the parts that hydrate apart follow
        await browser.stopTracing();
        await page.close();
        loads.push(measure((JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents));
      }
      const figure = (key: keyof Load) => Math.round(median(loads.map((load) => load[key])) ?? 0);
      console.log(`| ${path} | ${figure('blocking')} | ${figure('beforeFcp')} | ${figure('afterFcp')} |`);
    }
  } finally {
    await browser.close();
    await server.close();
    await standIn.stop();
    rmSync(runDir, { recursive: true, force: true });
  }
}

await main();
