import { writeFileSync } from 'node:fs';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';

/** Lighthouse 12 in the system Chromium, mobile profile (its default: Moto G Power, simulated slow 4G and 4x CPU). */

export const CHROMIUM = '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface NetworkRequest {
  url: string;
  resourceType: string;
  transferSize: number;
}

export interface RunResult {
  scores: Record<Category, number | null>;
  /** Milliseconds. */
  lcp: number | null;
  /** The element Chrome took for the largest paint (its HTML, shortened), to tell why a route's LCP is late. */
  lcpElement: string | null;
  /** Milliseconds. */
  tbt: number | null;
  cls: number | null;
  requests: NetworkRequest[];
  /** Audits scoring below 1 per category, for the "why not 100" column. */
  failingAudits: Record<Category, string[]>;
  runtimeError?: string;
}

export function launchChromium(): Promise<LaunchedChrome> {
  return launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
}

/** The first DOM node an audit's details name (Lighthouse nests it in a list of tables). */
function firstNodeSnippet(details: unknown): string | null {
  if (!details || typeof details !== 'object') return null;
  const node = (details as { node?: { snippet?: string } }).node;
  if (typeof node?.snippet === 'string') return node.snippet.slice(0, 200);
  for (const value of Object.values(details)) {
    const found = Array.isArray(value) ? value.map(firstNodeSnippet).find(Boolean) : typeof value === 'object' ? firstNodeSnippet(value) : null;
    if (found) return found;
  }
  return null;
}

function numeric(audit: { numericValue?: number } | undefined): number | null {
  return typeof audit?.numericValue === 'number' ? audit.numericValue : null;
}

/** An item of the page's localStorage, written before Lighthouse loads the page (a signed-in session). */
export interface StoredItem {
  key: string;
  value: string;
}

/**
 * What Lighthouse clears before a run that starts with a stored item: its default list (Lighthouse 12), named here so
 * that a later default that adds local_storage cannot sign the page out unseen. The HTTP cache is cleared as on every
 * run; `disableStorageReset` would keep it, and the crew's JavaScript (React DOM shared with the site's entry) would
 * then come from the runs before.
 */
const CLEARED_STORAGE: NonNullable<Flags['clearStorageTypes']> = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];

/**
 * Runs `audit` in a new tab of the browser at `port` whose origin holds `item` in localStorage, and only for that run:
 * the origin's localStorage, IndexedDB, service workers and their caches are cleared before and after, so each run
 * starts alike and the next route (the sign-in page, which goes on for a stored session) finds none of it. With
 * `later`, the page is visited once before `audit` (visitBefore).
 */
async function withStoredItem<T>(url: string, port: number, item: StoredItem, later: boolean, audit: (page: Page) => Promise<T>): Promise<T> {
  const { origin } = new URL(url);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    const clear = () => cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,service_workers,cache_storage' });
    try {
      await clear();
      // Any document of the origin can write its localStorage; robots.txt runs nothing.
      await page.goto(`${origin}/robots.txt`);
      await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), item);
      if (later) await visitBefore(page, url);
      // A tab opened by puppeteer may be in the background, where Chromium draws no frames: the first paint then
      // waited for seconds on some runs, and Lighthouse's simulation counted all the work before it.
      await page.bringToFront();
      return await audit(page);
    } finally {
      await clear();
      await page.close();
    }
  } finally {
    await browser.disconnect();
  }
}

/**
 * The visit before a later one (docs/decisions/098): the page loads, its service worker takes the files it keeps,
 * and the page keeps what it read; then the tab goes elsewhere, as a phone's does between two visits.
 */
async function visitBefore(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') await new Promise((resolve) => worker.addEventListener('statechange', resolve));
  });
  await page.goto('about:blank');
}

/**
 * Lighthouse's run of `url`; with `stored`, the page finds that item in its localStorage (a signed-in session). With
 * `reportFile`, the whole report is written there (KEEP_BENCH_RUN: to read a run's timeline and request chains).
 * `later`: the same phone's next visit, after one that loaded the page (a crew page's service worker and kept list).
 */
export async function runLighthouse(url: string, port: number, stored?: StoredItem, reportFile?: string, later = false): Promise<RunResult> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
  // A later visit keeps what the visit before left: the HTTP cache, the service worker and its files, IndexedDB.
  const storage: Flags = later ? { disableStorageReset: true } : { clearStorageTypes: CLEARED_STORAGE };
  const result = stored
    ? await withStoredItem(url, port, stored, later, (page) => lighthouse(url, { ...flags, ...storage }, undefined, page))
    : await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
  const scores = {} as Record<Category, number | null>;
  const failingAudits = {} as Record<Category, string[]>;
  for (const category of CATEGORIES) {
    const entry = lhr.categories[category];
    scores[category] = typeof entry?.score === 'number' ? Math.round(entry.score * 100) : null;
    failingAudits[category] = (entry?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => audit.id);
  }
  const details = lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> } | undefined;
  const requests = (details?.items ?? []).map((item) => ({
    url: String(item.url),
    resourceType: String(item.resourceType ?? ''),
    transferSize: Number(item.transferSize ?? 0),
  }));
  return {
    scores,
    lcp: numeric(lhr.audits['largest-contentful-paint']),
    lcpElement: firstNodeSnippet(lhr.audits['largest-contentful-paint-element']?.details),
    tbt: numeric(lhr.audits['total-blocking-time']),
    cls: numeric(lhr.audits['cumulative-layout-shift']),
    requests,
    failingAudits,
    runtimeError: lhr.runtimeError?.message,
  };
}
