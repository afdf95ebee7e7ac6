/**
 * `npm run bench:data` (decisions 031 and 032): how the back-office lists behave as the lead tables grow. Starts a
 * throwaway stand-in (own data directory under .local/, free ports: never a running `npm start`), seeds
 * 10k, then 100k, then 1M contact submissions (each also a row of the Leads inbox), and after each size
 * measures, through the screens' own data functions (the same REST calls the browser makes), the median
 * of 5 runs of: the first page, page 40 reached with 'Next page' from page 39, page 40 opened from the
 * address, a search for one person (a name in one row at every size) and for a name one row in 9,973 has (in Latin
 * and in Tamil letters), the count the dashboard and the admin menu
 * show (all contact submissions; the inbox's unread leads), and a CSV export's rows per second (one export:
 * it reads every row). Prints one table; a benchmark, it exits 0 whatever the figures are.
 *
 *   npm run bench:data                      all three sizes
 *   BENCH_SIZES=10000,100000 npm run bench:data
 *   KEEP_BENCH_RUN=1 …                      keeps the run directory (database, logs)
 *
 * A 1M run takes several minutes of both cores; on a shared machine hold a stack slot while it runs.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import pg from 'pg';
import { createServer, type ViteDevServer } from 'vite';
import { serveStandInApi } from '../scripts/prerender-data.ts';
import { startStandIn, type StandIn } from '../supabase/local/standin.ts';
import { median } from './report.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 5;
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
/** An export slower than this stops early and reports the rate it reached (the old offset walk at 1M). */
const EXPORT_BUDGET_MS = Number(process.env.BENCH_EXPORT_BUDGET_MS ?? 60_000);
/** The names searched for: one contact in every 9,973 carries both, so each size has matches. */
const SEARCHED_NAME = 'முருகன்';
const SEARCHED_LATIN = 'Thirumalai';
/** One person, in one row at every size (row 4242): a search for someone who wrote once. */
const ONE_PERSON = 'Vaidehi Ramanujam';
const ONE_PERSON_ROW = 4242;

const log = (message: string) => process.stderr.write(`[bench:data] ${message}\n`);

type Page = { rows: { id: string }[]; total: number };
type Params = { search: string; page: number; pageSize: number };
type QueryOptions = { queryKey: QueryKey; queryFn?: unknown };
type Batch = { rows: unknown[] };

/** The list functions of one screen, loaded from the app's own modules. */
interface Screen {
  label: string;
  options(params: Params): QueryOptions;
  /** Every row of an unsearched list, as 'Export CSV' reads them; resolves with how many. */
  exportAll(): Promise<number>;
  /** The count the dashboard and the admin menu show for it: all contact submissions; the inbox's unread leads. */
  count(): Promise<number>;
}

/**
 * Seeds contacts `from`..`to` (1-based) with generate_series, each also a lead of the inbox. Triggers are
 * off while it runs (the spam screening looks each new row up among recent leads: right for a form, a
 * quadratic cost for a million rows at once), so the inbox rows are written here in one statement.
 */
async function seedContacts(db: pg.Client, from: number, to: number): Promise<void> {
  await db.query('set session_replication_role = replica');
  await db.query(
    `insert into public."Contacts" (id, "Full name", "Email Address", "Phone Number", "Company Name", "service of interest", message, created_at)
     select gen_random_uuid(),
            case when i = $5 then $6 when i % 9973 = 0 then $3 || ' ' || $4 || ' ' || last else first || ' ' || last end,
            lower(first) || '.' || i || '@example.in',
            9000000000 + i,
            (array['Saravana Stores','Chennai Silks','Anand Motors','Kaveri Foods','Marina Travels','Lakshmi Jewellers'])[1 + i % 6],
            (array['Billboards','Transit Media','Airport Advertising','Mall Media',''])[1 + i % 5],
            'Enquiry number ' || i,
            timestamptz '2026-11-01' - i * interval '13 seconds'
     from generate_series($1::int, $2::int) as i,
          lateral (select (array['Arjun','Meera','Priya','Karthik','Divya','Suresh','Lakshmi','Vignesh','Anitha','Ramesh',
                                 'Kavitha','Senthil','Deepa','Bala','Revathi','செல்வி','கார்த்திக்','Gowri','Hari','Nandhini'])[1 + i % 20] as first,
                          (array['Raghunathan','Krishnan','Venkatesh','Subramanian','Iyer','Pillai','Natarajan','Rajan',
                                 'Sundaram','Murugesan','பாலு','Chandran','Ganesan','Mohan','Selvam'])[1 + (i / 20) % 15] as last) names`,
    [from, to, SEARCHED_NAME, SEARCHED_LATIN, ONE_PERSON_ROW, ONE_PERSON],
  );
  await db.query(
    `insert into public.leads (id, kind, name, email, summary, fingerprint, read_at, notify_status, status, created_at)
     select c.id, 'contact', c."Full name", c."Email Address", nullif(c."service of interest", ''), md5(c.id::text),
            case when c."Phone Number" % 50 = 0 then null else c.created_at end, 'skipped',
            (array['new','contacted','qualified','won','lost'])[1 + (c."Phone Number" % 5)::int], c.created_at
     from public."Contacts" c where c."Phone Number" between 9000000000 + $1::bigint and 9000000000 + $2::bigint`,
    [from, to],
  );
  await db.query('set session_replication_role = origin');
  // Autovacuum vacuums and analyzes soon after such a load (it counts inserts); the bench does it at once so
  // every size is measured in that steady state, not while the first reads still set hint bits and the
  // visibility map that index-only counts rely on. VACUUM cannot share a statement with another.
  for (const table of ['public."Contacts"', 'public.leads']) await db.query(`vacuum (analyze) ${table}`);
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function medianOf(run: () => Promise<unknown>, before?: () => void): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    before?.();
    times.push(await timed(run));
  }
  return median(times) ?? Number.NaN;
}

type Row = Record<string, string>;

/** The figures of one screen at one size; `client` caches pages as the screen's does. */
async function measureScreen(screen: Screen, client: QueryClient, size: number): Promise<Row> {
  const params = (page: number, search = ''): Params => ({ search, page, pageSize: 25 });
  const fetchPage = (p: Params) => client.fetchQuery({ ...screen.options(p), staleTime: 0 } as Parameters<QueryClient['fetchQuery']>[0]) as Promise<Page>;
  const forget = (p: Params) => client.removeQueries({ queryKey: screen.options(p).queryKey, exact: true });
  client.clear();
  const first = await medianOf(() => fetchPage(params(1)), () => forget(params(1)));
  await fetchPage(params(39));
  const next = await medianOf(() => fetchPage(params(40)), () => forget(params(40)));
  const direct = await medianOf(
    () => fetchPage(params(40)),
    () => client.clear(),
  );
  const searchFor = async (term: string) => {
    const time = await medianOf(() => fetchPage(params(1, term)), () => forget(params(1, term)));
    return `${time.toFixed(1)} ms (${(await fetchPage(params(1, term))).total})`;
  };
  const onePerson = await searchFor(ONE_PERSON.split(' ')[1] as string);
  const search = await searchFor(SEARCHED_LATIN);
  const tamil = await searchFor(SEARCHED_NAME);
  const count = await medianOf(() => screen.count());
  const started = performance.now();
  const exported = await screen.exportAll();
  const rate = exported / ((performance.now() - started) / 1000);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return {
    screen: screen.label,
    rows: size.toLocaleString('en-US'),
    'first page': ms(first),
    'page 40 (next)': ms(next),
    'page 40 (address)': ms(direct),
    'search (one person)': onePerson,
    'search (Latin)': search,
    'search (Tamil)': tamil,
    'dashboard count': ms(count),
    'export rows/s': `${Math.round(rate).toLocaleString('en-US')}${exported < size ? ` (stopped at ${exported.toLocaleString('en-US')})` : ''}`,
  };
}

function printTable(rows: Row[]): void {
  const headers = Object.keys(rows[0] ?? {});
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  console.log(line(headers));
  console.log(line(headers.map((_, i) => (i < 2 ? ':--' : '--:'))));
  for (const row of rows) console.log(line(headers.map((header) => row[header] ?? '')));
}

/** Collects an export that yields batches, or one that resolves with every row, stopping at the budget. */
async function countExported(result: AsyncIterable<Batch> | Promise<unknown[]>): Promise<number> {
  if (!(Symbol.asyncIterator in result)) return (await result).length;
  const deadline = performance.now() + EXPORT_BUDGET_MS;
  let rows = 0;
  for await (const batch of result) {
    rows += batch.rows.length;
    if (performance.now() > deadline) break;
  }
  return rows;
}

/** The screens' own modules, through Vite (aliases, env) as the app loads them. */
async function loadScreens(vite: ViteDevServer, standIn: StandIn, apiUrl: string) {
  globalThis.__prerenderSupabase = { url: apiUrl, anonKey: standIn.anonKey };
  const { supabase } = await vite.ssrLoadModule('/src/lib/supabase.ts');
  // The demo admin (README: every demo account's password is password123).
  const { error } = await supabase.auth.signInWithPassword({ email: 'admin@example.com', password: 'password123' });
  if (error) throw error;
  const leads = await vite.ssrLoadModule('/src/features/leads/api/list-leads.ts');
  const inbox = await vite.ssrLoadModule('/src/features/leads/api/list-inbox.ts');
  const dashboard = await vite.ssrLoadModule('/src/features/dashboard/api/count-rows.ts');
  const unread = await vite.ssrLoadModule('/src/features/leads/api/watch-leads.ts');
  const all = { search: '', filters: [] };
  const contacts: Screen = {
    label: 'Contact Submissions',
    options: (params) => leads.leadsListOptions('Contacts', params),
    exportAll: () => countExported((leads.exportLeads ?? leads.fetchAllLeads)('Contacts', all)),
    count: () => dashboard.countRows('Contacts'),
  };
  const inboxScreen: Screen = {
    label: 'Leads inbox',
    options: (params) => inbox.inboxListOptions(params),
    exportAll: () => countExported((inbox.exportInboxLeads ?? inbox.fetchAllInboxLeads)(all)),
    count: () => unread.countUnreadLeads(),
  };
  return { contacts, inbox: inboxScreen };
}

async function main(): Promise<void> {
  const runDir = join(ROOT, '.local', `bench-data-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(runDir, { recursive: true });
  const standIn = await startStandIn({ dataDir: runDir, pgPort: 0, reset: true, durable: false, log: () => undefined });
  const api = await serveStandInApi(standIn);
  // Not vite.config.ts: its plugin would start a stand-in of its own. Only the app's alias is needed.
  const vite = await createServer({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    resolve: { alias: { '@': join(ROOT, 'src') } },
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
  });
  const db = new pg.Client({ connectionString: standIn.dbUrl });
  await db.connect();
  const results: Row[] = [];
  try {
    const screens = await loadScreens(vite, standIn, api.url);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
    let seeded = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await seedContacts(db, seeded + 1, size);
      seeded = size;
      log(`seeded ${size.toLocaleString('en-US')} contacts in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      for (const screen of [screens.contacts, screens.inbox]) {
        results.push(await measureScreen(screen, client, size));
        log(`measured ${screen.label} at ${size.toLocaleString('en-US')}`);
      }
    }
  } finally {
    await db.end();
    await vite.close();
    await api.close();
    await standIn.stop();
    if (process.env.KEEP_BENCH_RUN) log(`kept ${runDir}`);
    else rmSync(runDir, { recursive: true, force: true });
  }
  printTable(results);
}

await main();
