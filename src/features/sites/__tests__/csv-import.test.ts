import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, MAX_IMPORT_BYTES, parseCsv, previewImport } from '../csv-import';
import { siteSchema } from '../schemas';

const header = CSV_COLUMNS.join(',');
const row = (code: string, extra: Partial<Record<string, string>> = {}) => {
  const cells: Record<string, string> = {
    code, name: 'Test site', locality: 'OMR', address: '', latitude: '12.95', longitude: '80.24', format: 'hoarding', width_ft: '40', height_ft: '20',
    lighting: 'front_lit', facing: '', daily_traffic: '"1,20,000"', monthly_rate: '150000', photos: '', published: 'yes', ...extra,
  };
  return CSV_COLUMNS.map((column) => cells[column]).join(',');
};

describe('parseCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, and numbers rows by their first line', () => {
    const text = 'a,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 3, cells: ['two\nlines', 'z'] },
    ]);
  });
});

describe('previewImport (docs/product.md §11)', () => {
  it('takes good rows, with labels or keys for format and lighting and Indian digit grouping', () => {
    const preview = previewImport([header, row('CHN-T-001'), row('chn-t-002', { format: 'Bus shelter', lighting: 'Back-lit', published: 'no' })].join('\n'), 100);
    expect(preview).toMatchObject({ problems: [] });
    if (!('rows' in preview)) throw new Error('expected rows');
    expect(preview.rows.map((site) => [site.code, site.format, site.lighting, site.daily_traffic, site.published])).toEqual([
      ['CHN-T-001', 'hoarding', 'front_lit', 120000, true],
      ['CHN-T-002', 'bus_shelter', 'back_lit', 120000, false],
    ]);
  });

  it('names every bad row by line and reason and returns no rows to import', () => {
    const text = [header, row('A-1'), row('A-2', { latitude: '19.07' }), row('A-3', { monthly_rate: '-5' }), row('A-1')].join('\n');
    expect(previewImport(text, 100)).toEqual({
      rows: [],
      problems: [
        { line: 3, reason: 'latitude: Latitude must be a number from 12.5 to 13.6' },
        { line: 4, reason: 'monthly_rate: Monthly rate must be a whole number of 0 or more' },
        { line: 5, reason: 'code A-1 is already on line 2' },
      ],
    });
  });

  it('refuses a wrong header, an empty file, too big a file and too many rows, each in one sentence', () => {
    expect(previewImport('code,name,colour\nA,B,C', 10)).toEqual({ fileProblem: expect.stringMatching(/^The header row is wrong \(missing locality, .*; unknown colour\)/) });
    expect(previewImport('', 0)).toEqual({ fileProblem: 'This file is empty. Use the example file as a template.' });
    expect(previewImport('', MAX_IMPORT_BYTES + 1)).toEqual({ fileProblem: 'This file is 5.0 MB: a CSV file can be at most 5 MB. Split it into smaller files.' });
    const many = [header, ...Array.from({ length: 10_001 }, (_, index) => row(`M-${index}`))].join('\n');
    expect(previewImport(many, 1000)).toEqual({ fileProblem: 'This file has 10001 sites: at most 10,000 can be imported at once. Split it into smaller files.' });
  });
});

describe('the site form schema', () => {
  it('stores an empty rate as rate on request and refuses places outside the Chennai box', () => {
    const values = { code: 'chn-x-1', name: 'X', locality: 'OMR', address: '', latitude: '13.0', longitude: '80.2', format: 'unipole', width_ft: '30', height_ft: '15', lighting: 'digital', facing: '', daily_traffic: '', monthly_rate: '', photos: '/a.jpg\nhttps://x.example/b.jpg', published: true };
    expect(v.parse(siteSchema, values)).toMatchObject({ code: 'CHN-X-1', monthly_rate: null, daily_traffic: null, photos: ['/a.jpg', 'https://x.example/b.jpg'] });
    const outside = v.safeParse(siteSchema, { ...values, longitude: '72.8' });
    expect(outside.issues?.[0]?.message).toBe('Longitude must be a number from 79.6 to 80.6');
  });
});

describe('a choice column refused', () => {
  it('names the value and every value it may take', () => {
    const header = 'code,name,locality,latitude,longitude,format,width_ft,height_ft,lighting';
    const preview = previewImport(`${header}\nCHN-TST-001,Test,OMR,12.95,80.24,blimp,40,20,neon\n`, 100);
    expect('problems' in preview && preview.problems).toEqual([
      {
        line: 2,
        reason:
          "format: 'blimp' is not one of hoarding, unipole, gantry, bus_shelter, pole_kiosk, mall_screen, digital_screen, other; lighting: 'neon' is not one of non_lit, front_lit, back_lit, digital",
      },
    ]);
  });
});
