import { describe, expect, it } from 'vitest';
import { missedAims, table, type RouteFigures } from './report.ts';

const fullMarks: RouteFigures = {
  label: '/media-plan',
  path: '/media-plan',
  aims: 'public',
  noindex: false,
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 700,
  lcpToFloor: 0.9,
  tbt: 10,
  cls: 0,
  jsGzip: 120 * 1024,
  cssGzip: 0,
  laterJsGzip: 0,
  adminChunksLoaded: [],
  photoCode: { before: [], laterGzip: 0 },
  failingAudits: {},
  errors: [],
};
const blockedFromIndexing = { ...fullMarks, seo: 63, failingAudits: { seo: ['is-crawlable'] } };
/** A crew page as the bench finds it: signed in, `noindex`, its content after the crew's data. */
const crewPage: RouteFigures = {
  ...fullMarks,
  label: '/crew/jobs/{job to do}',
  path: '/crew/jobs/10b00004-5eed-4000-8000-000000000004',
  aims: 'crew',
  noindex: true,
  jsGzip: 90 * 1024,
  photoCode: { before: [], laterGzip: 4 * 1024 },
};

describe('missedAims', () => {
  it('meets every aim at full marks', () => {
    expect(missedAims(fullMarks)).toEqual([]);
  });

  it('holds an indexable page blocked from indexing to SEO 100', () => {
    expect(missedAims(blockedFromIndexing)).toEqual(['SEO 63 < 100']);
  });

  it('lets a noindex page miss is-crawlable alone, and no other SEO audit', () => {
    expect(missedAims({ ...blockedFromIndexing, noindex: true })).toEqual([]);
    expect(missedAims({ ...blockedFromIndexing, noindex: true, seo: 55, failingAudits: { seo: ['is-crawlable', 'meta-description'] } })).toEqual(['SEO 55 < 100']);
  });

  it('names each other aim missed', () => {
    expect(missedAims({ ...fullMarks, performance: 90, lcpToFloor: 1.3, jsGzip: 131 * 1024, adminChunksLoaded: ['assets/admin.js'] })).toEqual([
      'Performance 90 < 98',
      'LCP 1.30× the floor > 1.25×',
      'JS 131.0 KB > 130 KB',
      'loads admin code (assets/admin.js)',
    ]);
  });
});

describe('missedAims of a crew page', () => {
  it('meets its aims with its photo code loaded later', () => {
    expect(missedAims(crewPage)).toEqual([]);
  });

  it('does not hold it to Performance, SEO or LCP under 2 s', () => {
    expect(missedAims({ ...crewPage, performance: 60, seo: 55, failingAudits: { seo: ['is-crawlable', 'meta-description'] }, lcp: 3200 })).toEqual([]);
  });

  it('holds it to 100 KB of JavaScript, the floor ratio, CLS, Accessibility and Best Practices', () => {
    expect(missedAims({ ...crewPage, accessibility: 96, bestPractices: 96, lcpToFloor: 2.1, jsGzip: 101 * 1024, cls: 0.06 })).toEqual([
      'Accessibility 96 < 100',
      'Best Practices 96 < 100',
      'LCP 2.10× the floor > 2×',
      'JS 101.0 KB > 100 KB',
      'CLS 0.060 >= 0.05',
    ]);
  });

  it('holds a first visit to 2× the floor and a later one to 1.25×', () => {
    expect(missedAims({ ...crewPage, lcpToFloor: 1.9 })).toEqual([]);
    expect(missedAims({ ...crewPage, visit: 'later', lcpToFloor: 1.2 })).toEqual([]);
    expect(missedAims({ ...crewPage, visit: 'later', lcpToFloor: 1.3 })).toEqual(['LCP 1.30× the floor > 1.25×']);
  });

  it('names photo code loaded before interactive, and a missing LCP', () => {
    expect(missedAims({ ...crewPage, lcp: null, lcpToFloor: null, photoCode: { before: ['assets/photo-runtime.js'], laterGzip: 0 } })).toEqual([
      'LCP n/a',
      'loads photo code before interactive (assets/photo-runtime.js)',
    ]);
  });

  it('judges nothing on the floor', () => {
    expect(missedAims({ ...crewPage, aims: null, jsGzip: 200 * 1024, photoCode: { before: ['assets/photo-runtime.js'], laterGzip: 0 } })).toEqual([]);
  });
});

describe('table', () => {
  it("shows where a page's photo code came", () => {
    const photoCells = table([fullMarks, crewPage, { ...crewPage, photoCode: { before: ['assets/photo-runtime.js'], laterGzip: 0 } }, { ...fullMarks, aims: null }])
      .split('\n')
      .slice(2)
      .map((line) => line.split('|').at(-2)?.trim());
    expect(photoCells).toEqual(['none', 'later 4.0 KB', 'BEFORE', 'n/a']);
  });
});
