/** Medians, the figures table and the aims check of `npm run bench`. */

export interface RouteFigures {
  label: string;
  path: string;
  public: boolean;
  /** `noindex` on purpose: Lighthouse's is-crawlable audit fails by design. */
  noindex: boolean;
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
  /** Audits below full marks in any run, per category. */
  failingAudits: Record<string, string[]>;
  errors: string[];
}

/** The aims every public route is held to: Lighthouse's scores, LCP, the JavaScript budget of decision 037, CLS. */
export const AIMS = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 2000, lcpToFloor: 1.25, jsKb: 130, cls: 0.05 } as const;

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

/** Which aims a public route misses, in words. */
export function missedAims(route: RouteFigures): string[] {
  if (!route.public) return [];
  const misses: string[] = [];
  const below = (value: number | null, aim: number, name: string) => {
    if (value === null || value < aim) misses.push(`${name} ${show(value)} < ${aim}`);
  };
  below(route.performance, AIMS.performance, 'Performance');
  below(route.accessibility, AIMS.accessibility, 'Accessibility');
  below(route.bestPractices, AIMS.bestPractices, 'Best Practices');
  if (!(route.noindex && onlyBlockedFromIndexing(route))) below(route.seo, AIMS.seo, 'SEO');
  if (route.lcp === null || route.lcp >= AIMS.lcpMs) misses.push(`LCP ${show(route.lcp, (ms) => `${(ms / 1000).toFixed(2)} s`)} >= 2 s`);
  if (route.lcpToFloor != null && route.lcpToFloor > AIMS.lcpToFloor) misses.push(`LCP ${route.lcpToFloor.toFixed(2)}× the floor > ${AIMS.lcpToFloor}×`);
  if (route.jsGzip / 1024 > AIMS.jsKb) misses.push(`JS ${kb(route.jsGzip)} KB > ${AIMS.jsKb} KB`);
  if (route.cls === null || route.cls >= AIMS.cls) misses.push(`CLS ${show(route.cls, (cls) => cls.toFixed(3))} >= ${AIMS.cls}`);
  if (route.adminChunksLoaded.length) misses.push(`loads admin code (${route.adminChunksLoaded.join(', ')})`);
  return misses;
}

/** One Markdown table: readable in a terminal and pasteable into a decision note or a commit message. */
export function table(routes: RouteFigures[]): string {
  const header = ['Route', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'LCP / floor', 'TBT', 'CLS', 'JS gz', 'CSS gz', 'Later JS gz', 'Admin code'];
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
    route.public ? (route.adminChunksLoaded.length ? 'LOADED' : 'none') : '(admin)',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
