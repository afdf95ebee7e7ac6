import { pageCount, pageRange } from '../paging';
import { buildSearchFilter, phoneDigits, phonePrefixRange } from '../search';
import type { SearchColumn } from '../types';

const contactColumns: SearchColumn[] = [
  { column: 'Full name', kind: 'text' },
  { column: 'Email Address', kind: 'text' },
  { column: 'Phone Number', kind: 'phone-number' },
  { column: 'Company Name', kind: 'text' },
];

describe('buildSearchFilter', () => {
  it('is null for an empty or blank term', () => {
    expect(buildSearchFilter('', contactColumns)).toBeNull();
    expect(buildSearchFilter('   ', contactColumns)).toBeNull();
  });

  it('matches text columns anywhere, case-insensitively, with quoted names; skips the phone for words', () => {
    expect(buildSearchFilter('  ann ', contactColumns)).toBe(
      '"Full name".ilike."*ann*","Email Address".ilike."*ann*","Company Name".ilike."*ann*"',
    );
  });

  it('quotes PostgREST punctuation and escapes quotes and backslashes', () => {
    expect(buildSearchFilter('Acme, (India) "Ltd"', [{ column: 'name', kind: 'text' }])).toBe(
      '"name".ilike."*Acme, (India) \\"Ltd\\"*"',
    );
  });

  it('makes LIKE wildcards literal, so "ann_lee" does not match "annXlee"', () => {
    // LIKE sees *ann\_lee*; inside the quoted PostgREST value each backslash is doubled.
    expect(buildSearchFilter('ann_lee', [{ column: 'email', kind: 'text' }])).toBe('"email".ilike."*ann\\\\_lee*"');
    expect(buildSearchFilter('50%', [{ column: 'c', kind: 'text' }])).toBe('"c".ilike."*50\\\\%*"');
  });

  it('matches a typed phone number as a prefix of the numeric column, as well as the text columns', () => {
    expect(buildSearchFilter('98400', contactColumns)).toBe(
      '"Full name".ilike."*98400*","Email Address".ilike."*98400*",and("Phone Number".gte.9840000000,"Phone Number".lte.9840099999),"Company Name".ilike."*98400*"',
    );
  });

  it('is null when no column can match the term', () => {
    expect(buildSearchFilter('ann', [{ column: 'Phone Number', kind: 'phone-number' }])).toBeNull();
  });
});

describe('phoneDigits', () => {
  it.each([
    ['9840012345', '9840012345'],
    ['98400 12345', '9840012345'],
    ['+91 98400-12345', '9840012345'],
    ['+91', null],
    ['919840012345', '9840012345'],
    ['09840012345', '9840012345'],
    ['(984) 001', '984001'],
    ['98400123456789', null],
    ['ann', null],
    ['98a', null],
  ])('reads %j as %j', (term, digits) => {
    expect(phoneDigits(term)).toBe(digits);
  });
});

describe('phonePrefixRange', () => {
  it('spans every 10-digit number that starts with the digits', () => {
    expect(phonePrefixRange('9840012345')).toEqual([9840012345, 9840012345]);
    expect(phonePrefixRange('98')).toEqual([9800000000, 9899999999]);
  });
});

describe('pageRange and pageCount', () => {
  it('gives inclusive offsets of 1-based pages', () => {
    expect(pageRange(1, 25)).toEqual([0, 24]);
    expect(pageRange(3, 25)).toEqual([50, 74]);
    expect(pageRange(0, 25)).toEqual([0, 24]);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(10_000, 25)).toBe(400);
  });
});
