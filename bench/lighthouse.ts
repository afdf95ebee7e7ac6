import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';

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

export async function runLighthouse(url: string, port: number): Promise<RunResult> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
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
