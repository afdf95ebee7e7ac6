import { describe, expect, it } from 'vitest';
import { missedAims, type RouteFigures } from './report.ts';

const fullMarks: RouteFigures = {
  label: '/media-plan',
  path: '/media-plan',
  public: true,
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
  failingAudits: {},
  errors: [],
};
const blockedFromIndexing = { ...fullMarks, seo: 63, failingAudits: { seo: ['is-crawlable'] } };

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
