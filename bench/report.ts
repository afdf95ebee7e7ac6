/** Medians, the figures table and the aims check of `npm run bench`. */

/** Which aims a route is held to: the public pages' (AIMS) or the crew's phone pages' (CREW_AIMS). */
export type AimSet = 'public' | 'crew';

export interface RouteFigures {
  label: string;
  path: string;
  /** Null for the floor, which is measured, not judged. */
  aims: AimSet | null;
  /** `noindex` on purpose: Lighthouse's is-crawlable audit fails by design. */
  noindex: boolean;
  /** 'later': measured on the visit after one that loaded the page (a crew page's service worker and kept list). */
  visit?: 'later';
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Milliseconds. */
  lcp: number | null;
  /** LCP over the floor page's LCP in the same run (bench/run.ts); null before it is known. */
  lcpToFloor?: number | null;
  /** Milliseconds. */
  tbt: number | null;
  cls: number | null;
  /** Gzipped bytes of the JS and CSS the route needs before it is interactive. */
  jsGzip: number;
  cssGzip: number;
  /** Gzipped bytes of JS fetched afterwards (idle-time widgets). */
  laterJsGzip: number;
  adminChunksLoaded: string[];
  /** The photo code's chunks (bench/chunk-graph.ts) loaded before the route is interactive, and its gzipped bytes loaded after. */
  photoCode: { before: string[]; laterGzip: number };
  /** Audits below full marks in any run, per category. */
  failingAudits: Record<string, string[]>;
  errors: string[];
}

/** The aims every public route is held to: Lighthouse's scores, LCP, the JavaScript budget of decision 037, CLS. */
export const AIMS = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 2000, lcpToFloor: 1.25, jsKb: 130, cls: 0.05 } as const;

/**
 * The aims of the crew's phone pages (docs/decisions/059): 100 KB of JavaScript before interactive, CLS, Accessibility
 * and Best Practices 100, and no photo code before interactive. LCP (docs/decisions/098): at most 2× the floor's on a
 * first visit, when the phone fetches the code and the crew's data, and 1.25× on a later visit, when the service
 * worker has the code and the phone the list. Performance and SEO are not aims there: the pages are signed in and
 * `noindex`, and their content waits for the crew's data.
 */
export const CREW_AIMS = { accessibility: 100, bestPractices: 100, lcpToFloor: 2, laterLcpToFloor: 1.25, jsKb: 100, cls: 0.05 } as const;

export function median(values: Array<number | null>): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const show = (value: number | null, format: (value: number) => string = String) => (value === null ? 'n/a' : format(value));

/** A `noindex` page's SEO score is below 100 by design when is-crawlable is its only SEO audit below full marks. */
const onlyBlockedFromIndexing = (route: RouteFigures) => (route.failingAudits.seo ?? []).every((audit) => audit === 'is-crawlable');

/** Which aims a route misses, in words. */
export function missedAims(route: RouteFigures): string[] {
  if (route.aims === null) return [];
  const aims = route.aims === 'public' ? AIMS : CREW_AIMS;
  const misses: string[] = [];
  const below = (value: number | null, aim: number, name: string) => {
    if (value === null || value < aim) misses.push(`${name} ${show(value)} < ${aim}`);
  };
  const lcp = show(route.lcp, (ms) => `${(ms / 1000).toFixed(2)} s`);
  if (route.aims === 'public') below(route.performance, AIMS.performance, 'Performance');
  below(route.accessibility, aims.accessibility, 'Accessibility');
  below(route.bestPractices, aims.bestPractices, 'Best Practices');
  if (route.aims === 'public') {
    if (!(route.noindex && onlyBlockedFromIndexing(route))) below(route.seo, AIMS.seo, 'SEO');
    if (route.lcp === null || route.lcp >= AIMS.lcpMs) misses.push(`LCP ${lcp} >= 2 s`);
  } else if (route.lcp === null) {
    misses.push(`LCP ${lcp}`);
  }
  const lcpToFloor = route.aims === 'crew' && route.visit === 'later' ? CREW_AIMS.laterLcpToFloor : aims.lcpToFloor;
  if (route.lcpToFloor != null && route.lcpToFloor > lcpToFloor) misses.push(`LCP ${route.lcpToFloor.toFixed(2)}× the floor > ${lcpToFloor}×`);
  if (route.jsGzip / 1024 > aims.jsKb) misses.push(`JS ${kb(route.jsGzip)} KB > ${aims.jsKb} KB`);
  if (route.cls === null || route.cls >= aims.cls) misses.push(`CLS ${show(route.cls, (cls) => cls.toFixed(3))} >= ${aims.cls}`);
  if (route.adminChunksLoaded.length) misses.push(`loads admin code (${route.adminChunksLoaded.join(', ')})`);
  if (route.photoCode.before.length) misses.push(`loads photo code before interactive (${route.photoCode.before.join(', ')})`);
  return misses;
}

/** Where a page's photo code came: before interactive (an aim missed), later (its size), or not at all. */
function photoCodeCell({ before, laterGzip }: RouteFigures['photoCode']): string {
  if (before.length) return 'BEFORE';
  return laterGzip ? `later ${kb(laterGzip)} KB` : 'none';
}

/** One Markdown table: readable in a terminal and pasteable into a decision note or a commit message. */
export function table(routes: RouteFigures[]): string {
  const header = ['Route', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'LCP / floor', 'TBT', 'CLS', 'JS gz', 'CSS gz', 'Later JS gz', 'Admin code', 'Photo code'];
  const rows = routes.map((route) => [
    route.label,
    show(route.performance),
    show(route.accessibility),
    show(route.bestPractices),
    show(route.seo),
    show(route.lcp, (ms) => `${(ms / 1000).toFixed(2)} s`),
    show(route.lcpToFloor ?? null, (ratio) => `${ratio.toFixed(2)}×`),
    show(route.tbt, (ms) => `${Math.round(ms)} ms`),
    show(route.cls, (cls) => cls.toFixed(3)),
    `${kb(route.jsGzip)} KB`,
    `${kb(route.cssGzip)} KB`,
    `${kb(route.laterJsGzip)} KB`,
    route.aims === null ? 'n/a' : route.adminChunksLoaded.length ? 'LOADED' : 'none',
    route.aims === null ? 'n/a' : photoCodeCell(route.photoCode),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
