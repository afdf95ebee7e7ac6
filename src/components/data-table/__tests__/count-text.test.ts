import { countText, totalOf } from '../count-text';

const totalText = (total: number | string) => `Total: ${total} submissions`;

describe('countText', () => {
  it("keeps the screen's own total when nothing narrows the list", () => {
    expect(countText(totalText, { total: 42 }, { search: false, filters: false, allTotal: { total: 42 } })).toBe('Total: 42 submissions');
    expect(countText(totalText, { total: 1 }, { search: false, filters: false })).toBe('Total: 1 submissions');
  });

  it('says how many match out of how many in all while searching or filtering', () => {
    expect(countText(totalText, { total: 3 }, { search: true, filters: false, allTotal: { total: 120 } })).toBe('3 of 120 match your search');
    expect(countText(totalText, { total: 7 }, { search: false, filters: true, allTotal: { total: 120 } })).toBe('7 of 120 match the filters');
    expect(countText(totalText, { total: 0 }, { search: true, filters: true, allTotal: { total: 120 } })).toBe('0 of 120 match your search and filters');
  });

  it("says 'about' for an estimated total (above 10,000 rows), and keeps exact totals as they are", () => {
    expect(countText(totalText, { total: 1_234_567, approximate: true }, { search: false, filters: false })).toBe('Total: about 1,234,567 submissions');
    expect(countText(totalText, { total: 9_999 }, { search: false, filters: false })).toBe('Total: 9999 submissions');
    expect(countText(totalText, { total: 12 }, { search: true, filters: false, allTotal: { total: 1_000_000, approximate: true } })).toBe('12 of about 1,000,000 match your search');
  });

  it('shows the matching total until the count in all has loaded', () => {
    expect(countText(totalText, { total: 3 }, { search: true, filters: false })).toBe('Total: 3 submissions');
  });
});

describe("a screen's own count line", () => {
  it('says one lead, not one leads', () => {
    const leads = totalOf('lead', 'leads');
    expect([leads(1), leads(2), leads('about 1,234,567')]).toEqual(['Total: 1 lead', 'Total: 2 leads', 'Total: about 1,234,567 leads']);
  });
});
