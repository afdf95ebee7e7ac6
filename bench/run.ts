/**
 * `npm run bench`: builds the production bundle, serves it with the local Supabase stand-in (own data
 * directory under .local/, free ports: it never touches a running `npm start`), runs Lighthouse's mobile
 * profile three times on each route and prints the medians, the JS/CSS each route needs before it is
 * interactive, and whether a public route loads admin code. The same figures go to
 * bench/results/<timestamp>.json. A benchmark, not a test: it exits 0 whatever the figures are.
 * KEEP_BENCH_RUN=1 keeps the run directory (build, database, logs).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { LaunchedChrome } from 'chrome-launcher';
import { build, type PreviewServer } from 'vite';
import { serveStandInApi } from '../scripts/prerender-data.ts';
import { serveBuiltSite } from '../scripts/serve-built-site.ts';
import { startStandIn, type StandIn } from '../supabase/local/standin.ts';
import { chunkGraph, staticClosure, type ChunkGraph } from './chunk-graph.ts';
import { CHROMIUM, launchChromium, runLighthouse, type RunResult } from './lighthouse.ts';
import { AIMS, median, missedAims, table, type RouteFigures } from './report.ts';
import { measureSitesAtScale } from './sites-scale.ts';
import { BENCH_TILE_FILE, BENCH_TILE_URL, plainTile } from './tile.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 3;

interface Route {
  label: string;
  path: string;
  public: boolean;
  /** Kept out of search engines on purpose (`noindex`), so its SEO aim leaves out Lighthouse's is-crawlable. */
  noindex?: boolean;
}

const STATIC_ROUTES: Route[] = [
  { label: '/', path: '/', public: true },
  { label: '/about', path: '/about', public: true },
  { label: '/services', path: '/services', public: true },
  { label: '/services/transport/airport-advertising', path: '/services/transport/airport-advertising', public: true },
  { label: '/gallery', path: '/gallery', public: true },
  { label: '/sites', path: '/sites', public: true },
  { label: '/clients', path: '/clients', public: true },
  { label: '/blog', path: '/blog', public: true },
];
/**
 * The floor: a bare page with one seed photo and nothing else, measured in the same run with the same
 * server. Each route's LCP is shown as a ratio to its LCP (the aim is 1.25× at most, decision 037). The photo is
 * a raster from Storage through the same transform the data pages use: Chrome leaves low-entropy images
 * (a small SVG drawn large) out of LCP, so an SVG floor had no LCP at all. Its icon is inline, as the
 * site's is: Chromium's request for /favicon.ico otherwise ended before the photo's paint on some runs,
 * and Lighthouse's simulation then added its new connection (about 150 ms) to the floor's LCP.
 */
const FLOOR_ROUTE: Route = { label: 'floor (one image, no JS)', path: '/bench-floor', public: false };
const FLOOR_IMAGE = '/storage/v1/render/image/public/media/blog/airport-audiences-1200x800.jpg?width=800&quality=75';
const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Floor</title><meta name="description" content="The bench floor: one image, nothing else."><link rel="icon" href="data:,"></head><body>' +
  `<img src="${FLOOR_IMAGE}" alt="One seed photo" width="400" height="267" fetchpriority="high">` +
  '</body></html>';
const TRAILING_ROUTES: Route[] = [
  { label: '/contact', path: '/contact', public: true },
  { label: '/festivaloffer2025', path: '/festivaloffer2025', public: true },
  // The media plan as a first visit finds it: empty, with the quote form's code loaded all the same. It is
  // each visitor's own selection, so it is `noindex`.
  { label: '/media-plan', path: '/media-plan', public: true, noindex: true },
  // The seeded sent proposal a client opens from its link (docs/decisions/053): not prerendered (its token is
  // secret), so its content arrives with its data; `noindex`.
  { label: '/proposals/{seeded token}', path: '/proposals/DemoProposalKaveriFoodsPongal001', public: true, noindex: true },
  { label: '/privacy-policy', path: '/privacy-policy', public: true },
  { label: '/terms-of-service', path: '/terms-of-service', public: true },
  // The sign-in page: a light page of its own, held to the public pages' aims (docs/decisions/056); `noindex`, as
  // every /admin address is.
  { label: '/admin/login', path: '/admin/login', public: true, noindex: true },
];

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/**
 * The production bundle, as `npm run build` makes it (prerendering included, with the content of the
 * bench's own stand-in), plus its chunk graph.
 */
async function buildSite(runDir: string, outDir: string, standIn: StandIn): Promise<ChunkGraph> {
  let graph: ChunkGraph | undefined;
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const api = await serveStandInApi(standIn);
  process.env.PRERENDER_SUPABASE_URL = api.url;
  process.env.VITE_MAP_TILE_URL = BENCH_TILE_URL;
  try {
    await build({
      root: ROOT,
      mode: 'production',
      logLevel: 'warn',
      // An empty env dir: always the local stand-in, whatever the developer's .env says.
      envDir: runDir,
      build: { outDir, emptyOutDir: true },
      plugins: [chunkGraph(ROOT, (captured) => (graph = captured))],
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
    delete process.env.PRERENDER_SUPABASE_URL;
    delete process.env.VITE_MAP_TILE_URL;
    await api.close();
  }
  if (!graph) throw new Error('The build finished without a chunk graph.');
  return graph;
}

async function newestBlogPostPath(siteUrl: string, anonKey: string): Promise<string | null> {
  const response = await fetch(`${siteUrl}/rest/v1/blog_posts?select=id&order=published_at.desc&limit=1`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
  });
  const rows = (await response.json()) as Array<{ id: string }>;
  return rows[0] ? `/blog/${rows[0].id}` : null;
}

/** The page of the first published site, or null when there is none. */
async function firstSitePath(siteUrl: string, anonKey: string): Promise<string | null> {
  const response = await fetch(`${siteUrl}/rest/v1/sites?select=code&order=code&limit=1`, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } });
  const rows = (await response.json()) as Array<{ code: string }>;
  return rows[0] ? `/sites/${rows[0].code}` : null;
}

/** Gzipped size (zlib's default level, as in Vite's build report) of a built file, by its path in the build. */
function gzipSizer(outDir: string): (file: string) => number {
  const cache = new Map<string, number>();
  return (file) => {
    if (!cache.has(file)) {
      const path = join(outDir, file);
      cache.set(file, existsSync(path) ? gzipSync(readFileSync(path)).length : 0);
    }
    return cache.get(file) as number;
  };
}

function figures(route: Route, runs: RunResult[], graph: ChunkGraph, gzip: (file: string) => number): RouteFigures {
  const ok = runs.filter((run) => !run.runtimeError);
  const fileOf = (url: string) => decodeURIComponent(new URL(url).pathname).replace(/^\//, '');
  const loaded = new Set(ok.flatMap((run) => run.requests).filter((request) => request.resourceType === 'Script').map((request) => fileOf(request.url)));
  // The entry the page ran: the site's, or the crew pages' (crew.html, decision 057), never both.
  const entry = Object.keys(graph.chunks).filter((file) => graph.chunks[file].isEntry && loaded.has(file));
  const routeChunks = [...loaded].filter((file) => graph.routeModules.includes(graph.chunks[file]?.facade ?? ''));
  // A page that runs no script (the floor) loads none of the app's chunks.
  const initial = loaded.size > 0 ? staticClosure(graph, [...entry, ...routeChunks]) : new Set<string>();
  const css = new Set([...initial].flatMap((file) => graph.chunks[file].css));
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzip(file), 0);
  const failingAudits: Record<string, string[]> = {};
  for (const run of ok) {
    for (const [category, audits] of Object.entries(run.failingAudits)) {
      failingAudits[category] = [...new Set([...(failingAudits[category] ?? []), ...audits])];
    }
  }
  return {
    label: route.label,
    path: route.path,
    public: route.public,
    noindex: route.noindex ?? false,
    performance: median(ok.map((run) => run.scores.performance)),
    accessibility: median(ok.map((run) => run.scores.accessibility)),
    bestPractices: median(ok.map((run) => run.scores['best-practices'])),
    seo: median(ok.map((run) => run.scores.seo)),
    lcp: median(ok.map((run) => run.lcp)),
    tbt: median(ok.map((run) => run.tbt)),
    cls: median(ok.map((run) => run.cls)),
    jsGzip: sum(initial),
    cssGzip: sum(css),
    laterJsGzip: sum([...loaded].filter((file) => !initial.has(file))),
    adminChunksLoaded: [...loaded].filter((file) => graph.adminChunks.includes(file)),
    failingAudits,
    errors: runs.flatMap((run) => (run.runtimeError ? [run.runtimeError] : [])),
  };
}

function describe(command: string, args: string[]): string | null {
  try {
    return execFileSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const runDir = join(ROOT, '.local', `bench-${stamp}-${process.pid}`);
  const outDir = join(runDir, 'dist');
  mkdirSync(runDir, { recursive: true });
  delete process.env.VITE_SUPABASE_URL;
  delete process.env.VITE_SUPABASE_ANON_KEY;
  process.env.SUPABASE_FUNCTIONS_ENV_FILE = '';

  let standIn: StandIn | undefined;
  let server: PreviewServer | undefined;
  let chrome: LaunchedChrome | undefined;
  const cleanUp = async () => {
    chrome?.kill();
    await server?.close();
    await standIn?.stop();
    if (process.env.KEEP_BENCH_RUN) log(`kept ${runDir}`);
    else rmSync(runDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

  try {
    log('building the production bundle and starting the local stand-in...');
    const ready = await startStandIn({ dataDir: runDir, pgPort: 0, reset: true, durable: false, log: () => undefined });
    standIn = ready;
    const graph = await buildSite(runDir, outDir, ready);
    writeFileSync(join(outDir, `${FLOOR_ROUTE.path.slice(1)}.html`), FLOOR_PAGE);
    writeFileSync(join(outDir, BENCH_TILE_FILE), plainTile());

    const served = await serveBuiltSite({ outDir, envDir: runDir, standIn: ready });
    server = served.server;
    const { siteUrl } = served;
    log(`serving ${siteUrl} (${seconds(startedAt)})`);

    const postPath = await newestBlogPostPath(siteUrl, ready.anonKey);
    const sitePath = await firstSitePath(siteUrl, ready.anonKey);
    const routes: Route[] = [
      ...STATIC_ROUTES,
      ...(postPath ? [{ label: '/blog/{newest post}', path: postPath, public: true }] : []),
      ...(sitePath ? [{ label: '/sites/{code}', path: sitePath, public: true }] : []),
      ...TRAILING_ROUTES,
      FLOOR_ROUTE,
    ];
    if (!postPath) log('no blog post in the database: the post route is skipped');
    for (const route of routes) await fetch(`${siteUrl}${route.path}`); // warm the server's file cache

    chrome = await launchChromium();
    const results = new Map<string, RunResult[]>(routes.map((route) => [route.path, []]));
    // Round-robin, so a burst of load on the machine spreads over routes instead of sinking one.
    for (let run = 1; run <= RUNS; run++) {
      for (const route of routes) {
        log(`Lighthouse ${run}/${RUNS} ${route.label} (${seconds(startedAt)})`);
        try {
          (results.get(route.path) as RunResult[]).push(await runLighthouse(`${siteUrl}${route.path}`, chrome.port));
        } catch (error) {
          log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }

    // After Lighthouse, so the measured pages show the demo inventory.
    log(`timing the sites list with 1,000 sites (${seconds(startedAt)})`);
    const scale = await measureSitesAtScale(ready.dbUrl, siteUrl, ready.anonKey);

    const gzip = gzipSizer(outDir);
    const measured = routes.map((route) => figures(route, results.get(route.path) as RunResult[], graph, gzip));
    const floorLcp = measured.find((row) => row.path === FLOOR_ROUTE.path)?.lcp ?? null;
    const rows = measured.map((row) => ({ ...row, lcpToFloor: row.lcp !== null && floorLcp ? row.lcp / floorLcp : null }));
    const misses = rows.map((row) => ({ route: row.label, missed: missedAims(row) })).filter((row) => row.missed.length);
    const publicRows = rows.filter((row) => row.public);

    const lines = [
      '',
      `Lighthouse ${RUNS} runs per route, mobile profile, medians. JS/CSS gz: what a route loads before it is interactive`,
      '(entry + its route chunks with their static imports); Later JS gz: fetched afterwards (idle-time widgets and clients, the map, parts that hydrate apart).',
      '',
      table(rows),
      '',
      `Admin code: ${graph.adminModules.length} modules in ${graph.adminChunks.length} chunks, reachable only through the /admin route imports;` +
        ` ${publicRows.some((row) => row.adminChunksLoaded.length) ? 'LOADED by a public route' : 'no public route loads any of it'}.`,
      misses.length
        ? `Aims (Perf >= ${AIMS.performance}, A11y/BP/SEO 100, LCP < 2 s and <= ${AIMS.lcpToFloor}× the floor, JS <= ${AIMS.jsKb} KB, CLS < ${AIMS.cls}) missed:\n${misses.map((row) => `  ${row.route}: ${row.missed.join('; ')}`).join('\n')}`
        : `Aims met on all ${publicRows.length} public routes.`,
      `Sites at scale: ${scale.sites} extra published sites; the public list filtered to a locality and free next month (sorted by rate, first page, exact count: ${scale.matched} sites) answers in ${scale.medianMs} ms (median of 15, through PostgREST).`,
      ...rows
        .filter((row) => Object.values(row.failingAudits).some((audits) => audits.length) || row.errors.length)
        .map((row) => {
          const audits = Object.entries(row.failingAudits).filter(([, ids]) => ids.length).map(([category, ids]) => `${category}: ${ids.join(', ')}`);
          return `  below full marks on ${row.label}: ${[...audits, ...row.errors.map((error) => `error: ${error}`)].join(' | ')}`;
        }),
      '',
    ];
    process.stdout.write(lines.join('\n'));

    mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
    const file = join(ROOT, 'bench', 'results', `${stamp}.json`);
    const report = {
      startedAt: new Date(Date.now() - (performance.now() - startedAt)).toISOString(),
      durationSeconds: Math.round((performance.now() - startedAt) / 1000),
      commit: describe('git', ['rev-parse', '--short', 'HEAD']),
      node: process.version,
      chromium: describe(CHROMIUM, ['--version']),
      lighthouse: JSON.parse(readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version as string,
      runsPerRoute: RUNS,
      profile: 'Lighthouse default (mobile, simulated throttling)',
      aims: AIMS,
      routes: rows,
      missedAims: misses,
      sitesAtScale: scale,
      admin: {
        definition: 'modules reachable only through the router lazy imports of src/app/routes/admin/* and src/app/layouts/AdminShell',
        routeModules: graph.adminRouteModules,
        modules: graph.adminModules.length,
        chunks: graph.adminChunks,
      },
      raw: Object.fromEntries([...results].map(([path, runs]) => [path, runs.map(({ requests: _requests, ...run }) => run)])),
    };
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    log(`wrote ${file.slice(ROOT.length)} in ${seconds(startedAt)}`);
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
