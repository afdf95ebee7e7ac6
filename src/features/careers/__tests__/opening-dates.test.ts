import { descriptionParagraphs, descriptionSummary } from '../description';
import { indiaToday, isClosed, openingDay, postedDay } from '../opening-dates';

describe('opening dates', () => {
  it('reckons today by India\'s calendar wherever the browser is', () => {
    expect(indiaToday(new Date('2026-11-29T18:29:59Z'))).toBe('2026-11-29');
    expect(indiaToday(new Date('2026-11-29T18:30:00Z'))).toBe('2026-11-30');
  });

  it('takes applications to the end of the closing day, and always without one', () => {
    expect(isClosed({ closes_on: '2026-11-30' }, '2026-11-30')).toBe(false);
    expect(isClosed({ closes_on: '2026-11-30' }, '2026-12-01')).toBe(true);
    expect(isClosed({ closes_on: null }, '2099-01-01')).toBe(false);
  });

  it('writes days as the site does, the posting day in India', () => {
    expect(openingDay('2026-12-05')).toBe('Dec 5, 2026');
    expect(postedDay('2026-11-17T20:00:00Z')).toBe('Nov 18, 2026');
  });
});

describe('an opening\'s description', () => {
  it('is its paragraphs, split at blank lines', () => {
    expect(descriptionParagraphs('One line\nand its next.\n\n  Two.  \r\n\r\n\n\nThree.')).toEqual(['One line\nand its next.', 'Two.', 'Three.']);
  });

  it('is summed up by its first paragraph, cut at a word', () => {
    expect(descriptionSummary('Short.\n\nMore.')).toBe('Short.');
    expect(descriptionSummary('Mount flex and vinyl on hoardings, unipoles and bus shelters across Chennai.', 40)).toBe('Mount flex and vinyl on hoardings…');
  });
});
