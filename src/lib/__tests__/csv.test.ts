import { csvCell, isoDateTime, toCsv } from '../csv';

describe('csvCell (RFC 4180)', () => {
  it('writes plain text as it is', () => {
    expect(csvCell('Ann Lee')).toBe('Ann Lee');
  });

  it('quotes cells with a comma, quote, CR or LF and doubles inner quotes', () => {
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell('The "best" agency')).toBe('"The ""best"" agency"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('writes numbers and booleans as they are, and null or undefined as an empty cell', () => {
    expect(csvCell(9840012345)).toBe('9840012345');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('csvCell formula injection', () => {
  it.each(['=1+2', '+91 98400 12345', '-2+3', '@SUM(A1:A2)', '\t=cmd', '\r=cmd'])('neutralises %j with a leading apostrophe', (text) => {
    expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/);
  });

  it('still quotes a neutralised cell that needs quotes', () => {
    expect(csvCell('=HYPERLINK("http://x.test","click")')).toBe(`"'=HYPERLINK(""http://x.test"",""click"")"`);
  });

  it('leaves text that merely contains those characters alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('ann@example.com')).toBe('ann@example.com');
  });
});

describe('toCsv', () => {
  it('joins a header and rows with commas and CRLF line ends', () => {
    expect(
      toCsv(
        ['Name', 'Company', 'Phone'],
        [
          ['Ann Lee', 'Acme, Inc.', 9840012345],
          ['Ravi', null, 9876543210],
        ],
      ),
    ).toBe('Name,Company,Phone\r\nAnn Lee,"Acme, Inc.",9840012345\r\nRavi,,9876543210\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(['Email'], [])).toBe('Email\r\n');
  });
});

describe('dates in the CSV', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const isoWithZone = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;

  it('writes a Date as ISO 8601 with its time zone, naming the same instant', () => {
    const instant = new Date('2026-11-23T13:47:05.000Z');
    const cell = csvCell(instant);
    expect(cell).toMatch(isoWithZone);
    expect(Date.parse(cell)).toBe(instant.getTime());
    expect(cell).toBe(isoDateTime(instant));
  });

  it('sorts as text in the order of time', () => {
    const times = ['2026-01-05T09:00:00Z', '2025-12-31T23:59:59Z', '2026-11-23T07:17:00Z'].map((text) => new Date(text));
    const sortedAsText = times.map(isoDateTime).sort();
    expect(sortedAsText.map((text) => Date.parse(text))).toEqual(times.map((time) => time.getTime()).sort((a, b) => a - b));
  });

  it.each([
    [-330, '+05:30'],
    [180, '-03:00'],
    [0, 'Z'],
  ])('names the offset %i minutes behind UTC as %s', (minutesBehind, zone) => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(minutesBehind);
    expect(isoDateTime(new Date())).toMatch(new RegExp(`${zone.replace('+', '\\+')}$`));
  });

  it('puts ISO dates, not display text, into the document', () => {
    const csv = toCsv(['Submitted At', 'Name'], [[new Date('2026-11-23T13:47:00Z'), 'Ann Lee']]);
    const [, row] = csv.split('\r\n');
    expect(row).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00(Z|[+-]\d{2}:\d{2}),Ann Lee$/);
    expect(row).not.toMatch(/Nov|AM|PM/);
  });
});
