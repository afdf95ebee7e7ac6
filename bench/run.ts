/**
 * `npm run bench`: builds the production bundle, serves it with the local Supabase stand-in (own data
 * directory under .local/, free ports: it never touches a running `npm start`), runs Lighthouse's mobile
 * profile three times on each route (the public pages, and the crew's pages signed in as the demo crew member)
 * and prints the medians, the JS/CSS each route needs before it is interactive, and whether a route loads admin
 * code or, before it is interactive, photo code. The same figures go to bench/results/<timestamp>.json. A
 * benchmark, not a test: it exits 0 whatever the figures are. KEEP_BENCH_RUN=1 keeps the run directory (build,
 * database, logs, each Lighthouse report under lighthouse/). `npm run bench -- /crew /admin/login` measures only those routes and those under them, with the
 * floor.
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
import { AUTH_STORAGE_KEY } from '../src/lib/auth-storage.ts';
import { CHROMIUM, launchChromium, runLighthouse, type RunResult, type StoredItem } from './lighthouse.ts';
import { AIMS, CREW_AIMS, median, missedAims, table, type AimSet, type RouteFigures } from './report.ts';
import { measureSitesAtScale } from './sites-scale.ts';
import { BENCH_TILE_FILE, BENCH_TILE_URL, plainTile } from './tile.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 3;

interface Route {
  label: string;
  path: string;
  /** A 'crew' route is measured signed in as the demo crew member. */
  aims: AimSet | null;
  /** Kept out of search engines on purpose (`noindex`), so its SEO aim leaves out Lighthouse's is-crawlable. */
  noindex?: boolean;
  /** 'later': measured on the visit after one that loaded the page (a crew page's service worker and kept list). */
  visit?: 'later';
}

const STATIC_ROUTES: Route[] = [
  { label: '/', path: '/', aims: 'public' },
  { label: '/about', path: '/about', aims: 'public' },
  { label: '/services', path: '/services', aims: 'public' },
  { label: '/services/transport/airport-advertising', path: '/services/transport/airport-advertising', aims: 'public' },
  { label: '/gallery', path: '/gallery', aims: 'public' },
  { label: '/sites', path: '/sites', aims: 'public' },
  { label: '/clients', path: '/clients', aims: 'public' },
  { label: '/blog', path: '/blog', aims: 'public' },
];
/**
 * The floor: a bare page with one seed photo and nothing else, measured in the same run with the same
 * server. Each route's LCP is shown as a ratio to its LCP (the aim is 1.25× at most, decision 037). The photo is
 * a raster from Storage through the same transform the data pages use: Chrome leaves low-entropy images
 * (a small SVG drawn large) out of LCP, so an SVG floor had no LCP at all. Its icon is inline, as the
 * site's is: Chromium's request for /favicon.ico otherwise ended before the photo's paint on some runs,
 * and Lighthouse's simulation then added its new connection (about 150 ms) to the floor's LCP.
 */
const FLOOR_ROUTE: Route = { label: 'floor (one image, no JS)', path: '/bench-floor', aims: null };
const FLOOR_IMAGE = '/storage/v1/render/image/public/media/blog/airport-audiences-1200x800.jpg?width=800&quality=75';
const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Floor</title><meta name="description" content="The bench floor: one image, nothing else."><link rel="icon" href="data:,"></head><body>' +
  `<img src="${FLOOR_IMAGE}" alt="One seed photo" width="400" height="267" fetchpriority="high">` +
  '</body></html>';
const TRAILING_ROUTES: Route[] = [
  { label: '/contact', path: '/contact', aims: 'public' },
  { label: '/festivaloffer2025', path: '/festivaloffer2025', aims: 'public' },
  // The seeded running offer's own page (docs/decisions/061), prerendered with its data.
  { label: '/offers/{seeded offer}', path: '/offers/festival-season', aims: 'public' },
  // The careers page and a seeded opening's page with its application form (docs/decisions/102).
  { label: '/careers', path: '/careers', aims: 'public' },
  { label: '/careers/{seeded opening}', path: '/careers/sales-executive-omr', aims: 'public' },
  // The media plan as a first visit finds it: empty, with the quote form's code loaded all the same. It is
  // each visitor's own selection, so it is `noindex`.
  { label: '/media-plan', path: '/media-plan', aims: 'public', noindex: true },
  // The seeded sent proposal a client opens from its link (docs/decisions/053): not prerendered (its token is
  // secret), so its content arrives with its data; `noindex`.
  { label: '/proposals/{seeded token}', path: '/proposals/DemoProposalKaveriFoodsPongal001', aims: 'public', noindex: true },
  // The seeded invoice its client opens from its link (docs/decisions/104), a linked document as the proposal is; `noindex`.
  { label: '/invoices/{seeded token}', path: '/invoices/DemoInvoiceMarinaMartYearEnd01', aims: 'public', noindex: true },
  { label: '/privacy-policy', path: '/privacy-policy', aims: 'public' },
  { label: '/terms-of-service', path: '/terms-of-service', aims: 'public' },
  // The sign-in page: a light page of its own, held to the public pages' aims (docs/decisions/056); `noindex`, as
  // every /admin address is.
  { label: '/admin/login', path: '/admin/login', aims: 'public', noindex: true },
];

/** The demo crew member (README: every demo account's password is password123), with seeded jobs. */
const CREW_ACCOUNT = { email: 'crew@example.com', password: 'password123' };

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

/**
 * A session of the demo crew member, as the password grant of the stand-in's auth (GoTrue's /token) answers it:
 * the object supabase-js keeps under the app's storage key (src/lib/auth-storage.ts).
 */
async function crewSession(siteUrl: string, anonKey: string): Promise<{ access_token: string; user: { id: string } }> {
  const response = await fetch(`${siteUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(CREW_ACCOUNT),
  });
  if (!response.ok) throw new Error(`The crew's sign-in answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { access_token: string; user: { id: string } };
}

/** A fresh crew session for one Lighthouse run, as the page finds it after signing in on this phone. */
async function crewSessionItem(siteUrl: string, anonKey: string): Promise<StoredItem> {
  return { key: AUTH_STORAGE_KEY, value: JSON.stringify(await crewSession(siteUrl, anonKey)) };
}

/** The page of the crew's job to do that is due first (the seed's is due today), or null when there is none. */
async function crewJobPath(siteUrl: string, anonKey: string): Promise<string | null> {
  const session = await crewSession(siteUrl, anonKey);
  const response = await fetch(`${siteUrl}/rest/v1/mounting_jobs?select=id&assignee_id=eq.${session.user.id}&state=eq.todo&order=due_on,id&limit=1`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${session.access_token}` },
  });
  const rows = (await response.json()) as Array<{ id: string }>;
  return rows[0] ? `/crew/jobs/${rows[0].id}` : null;
}

/**
 * Whether a crew page's run was signed in: it read the crew's jobs. Signed out, the page shows 'Sign in' and its
 * figures say nothing of the pages the crew use.
 */
const readCrewJobs = (run: RunResult) => run.requests.some((request) => new URL(request.url).pathname === '/rest/v1/mounting_jobs');

/** The routes `selectors` name (a route's label, or a label it starts with followed by '/' or ' ('), or all of them. */
function selected(routes: Route[], selectors: string[]): Route[] {
  if (!selectors.length) return routes;
  return routes.filter((route) => selectors.some((selector) => route.label === selector || route.label.startsWith(`${selector}/`) || route.label.startsWith(`${selector} (`)));
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
  // A chunk that holds a route module, its facade or not: the crew's job page is also in the main router's crew
  // route, so Rollup gives the crew entry's import of it a shared chunk without a facade.
  const routeChunks = [...loaded].filter((file) => graph.chunks[file]?.modules.some((id) => graph.routeModules.includes(id)));
  // A page that runs no script (the floor) loads none of the app's chunks.
  const initial = loaded.size > 0 ? staticClosure(graph, [...entry, ...routeChunks]) : new Set<string>();
  const css = new Set([...initial].flatMap((file) => graph.chunks[file].css));
  const later = [...loaded].filter((file) => !initial.has(file));
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
    aims: route.aims,
    noindex: route.noindex ?? false,
    visit: route.visit,
    performance: median(ok.map((run) => run.scores.performance)),
    accessibility: median(ok.map((run) => run.scores.accessibility)),
    bestPractices: median(ok.map((run) => run.scores['best-practices'])),
    seo: median(ok.map((run) => run.scores.seo)),
    lcp: median(ok.map((run) => run.lcp)),
    tbt: median(ok.map((run) => run.tbt)),
    cls: median(ok.map((run) => run.cls)),
    jsGzip: sum(initial),
    cssGzip: sum(css),
    laterJsGzip: sum(later),
    adminChunksLoaded: [...loaded].filter((file) => graph.adminChunks.includes(file)),
    photoCode: {
      before: [...initial].filter((file) => graph.photoChunks.includes(file)),
      laterGzip: sum(later.filter((file) => graph.photoChunks.includes(file))),
    },
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
    const jobPath = await crewJobPath(siteUrl, ready.anonKey);
    const selectors = process.argv.slice(2);
    const found = (label: string, path: string | null, aims: AimSet): Route[] => (path ? [{ label, path, aims }] : []);
    const routes: Route[] = [
      ...selected(
        [
          ...STATIC_ROUTES,
          ...found('/blog/{newest post}', postPath, 'public'),
          ...found('/sites/{code}', sitePath, 'public'),
          ...TRAILING_ROUTES,
          // The crew's phone pages (docs/decisions/059): their list, and the job due first.
          { label: '/crew', path: '/crew', aims: 'crew' },
          { label: '/crew (later visit)', path: '/crew', aims: 'crew', visit: 'later' },
          ...found('/crew/jobs/{job to do}', jobPath, 'crew'),
        ],
        selectors,
      ),
      // Always: every LCP is a ratio to the floor's.
      FLOOR_ROUTE,
    ];
    if (!postPath) log('no blog post in the database: the post route is skipped');
    if (!jobPath) log('the crew has no job to do in the database: the job route is skipped');
    if (selectors.length) log(`measuring ${routes.map((route) => route.label).join(', ')}`);
    for (const route of routes) await fetch(`${siteUrl}${route.path}`); // warm the server's file cache

    chrome = await launchChromium();
    const reportsDir = join(runDir, 'lighthouse');
    if (process.env.KEEP_BENCH_RUN) mkdirSync(reportsDir);
    const reportFile = (route: Route, run: number) =>
      process.env.KEEP_BENCH_RUN ? join(reportsDir, `${route.label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run}.json`) : undefined;
    const results = new Map<string, RunResult[]>(routes.map((route) => [route.label, []]));
    // Round-robin, so a burst of load on the machine spreads over routes instead of sinking one.
    for (let run = 1; run <= RUNS; run++) {
      for (const route of routes) {
        log(`Lighthouse ${run}/${RUNS} ${route.label} (${seconds(startedAt)})`);
        try {
          const session = route.aims === 'crew' ? await crewSessionItem(siteUrl, ready.anonKey) : undefined;
          const result = await runLighthouse(`${siteUrl}${route.path}`, chrome.port, session, reportFile(route, run), route.visit === 'later');
          const signedOut = route.aims === 'crew' && !result.runtimeError && !readCrewJobs(result);
          (results.get(route.label) as RunResult[]).push(signedOut ? { ...result, runtimeError: 'the page read no jobs: it was not signed in as crew' } : result);
        } catch (error) {
          log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }

    // After Lighthouse, so the measured pages show the demo inventory; only in a whole run.
    let scale: Awaited<ReturnType<typeof measureSitesAtScale>> | null = null;
    if (!selectors.length) {
      log(`timing the sites list with 1,000 sites (${seconds(startedAt)})`);
      scale = await measureSitesAtScale(ready.dbUrl, siteUrl, ready.anonKey);
    }

    const gzip = gzipSizer(outDir);
    const measured = routes.map((route) => figures(route, results.get(route.label) as RunResult[], graph, gzip));
    const floorLcp = measured.find((row) => row.path === FLOOR_ROUTE.path)?.lcp ?? null;
    const rows = measured.map((row) => ({ ...row, lcpToFloor: row.lcp !== null && floorLcp ? row.lcp / floorLcp : null }));
    const misses = rows.map((row) => ({ route: row.label, missed: missedAims(row) })).filter((row) => row.missed.length);
    const judged = rows.filter((row) => row.aims !== null);
    const crewRows = rows.filter((row) => row.aims === 'crew');

    const lines = [
      '',
      `Lighthouse ${RUNS} runs per route, mobile profile, medians; /crew… signed in as the demo crew member. JS/CSS gz: what a route loads before it is interactive`,
      '(entry + its route chunks with their static imports); Later JS gz: fetched afterwards (idle-time widgets and clients, the map, parts that hydrate apart,',
      "the crew's Supabase client and photo code).",
      '',
      table(rows),
      '',
      `Admin code: ${graph.adminModules.length} modules in ${graph.adminChunks.length} chunks, reachable only through the /admin route imports;` +
        ` ${judged.some((row) => row.adminChunksLoaded.length) ? 'LOADED by a measured route' : 'no measured route loads any of it'}.`,
      graph.photoModules.length
        ? `Photo code: ${graph.photoModules.length} modules in ${graph.photoChunks.length} chunks, reachable only through src/features/crew/photo-runtime.ts;` +
          ` ${crewRows.some((row) => row.photoCode.before.length) ? 'LOADED before interactive by a crew page' : 'no crew page loads any of it before it is interactive'}.`
        : 'Photo code: src/features/crew/photo-runtime.ts is not in the build; the crew pages are not checked for it.',
      `Aims: public routes Perf >= ${AIMS.performance}, A11y/BP/SEO 100, LCP < 2 s and <= ${AIMS.lcpToFloor}× the floor, JS <= ${AIMS.jsKb} KB, CLS < ${AIMS.cls};` +
        ` crew pages A11y/BP 100, LCP <= ${CREW_AIMS.lcpToFloor}× the floor on a first visit and <= ${CREW_AIMS.laterLcpToFloor}× on a later one, JS <= ${CREW_AIMS.jsKb} KB, CLS < ${CREW_AIMS.cls}, no photo code before interactive; no admin code.`,
      misses.length
        ? `Missed:\n${misses.map((row) => `  ${row.route}: ${row.missed.join('; ')}`).join('\n')}`
        : `Met on all ${judged.length - crewRows.length} public routes and ${crewRows.length} crew pages measured.`,
      ...(scale
        ? [
            `Sites at scale: ${scale.sites} extra published sites; the public list filtered to a locality and free next month (sorted by rate, first page, exact count: ${scale.matched} sites) answers in ${scale.medianMs} ms (median of 15, through PostgREST).`,
          ]
        : []),
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
      crewAims: CREW_AIMS,
      crewSession: `${CREW_ACCOUNT.email}, signed in through /auth/v1/token before each run, kept in localStorage under ${AUTH_STORAGE_KEY}`,
      routes: rows,
      missedAims: misses,
      sitesAtScale: scale,
      admin: {
        definition: 'modules reachable only through the router lazy imports of src/app/routes/admin/* and src/app/layouts/AdminShell',
        routeModules: graph.adminRouteModules,
        modules: graph.adminModules.length,
        chunks: graph.adminChunks,
      },
      photo: { modules: graph.photoModules, chunks: graph.photoChunks },
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
