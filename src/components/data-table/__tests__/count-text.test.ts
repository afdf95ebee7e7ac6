import { countText } from '../count-text';

const totalText = (total: number) => `Total: ${total} submissions`;

describe('countText (issue 18, item 11)', () => {
  it("keeps the screen's own total when nothing narrows the list", () => {
    expect(countText(totalText, 42, { search: false, filters: false, allTotal: 42 })).toBe('Total: 42 submissions');
    expect(countText(totalText, 1, { search: false, filters: false })).toBe('Total: 1 submissions');
  });

  it('says how many match out of how many in all while searching or filtering', () => {
    expect(countText(totalText, 3, { search: true, filters: false, allTotal: 120 })).toBe('3 of 120 match your search');
    expect(countText(totalText, 7, { search: false, filters: true, allTotal: 120 })).toBe('7 of 120 match the filters');
    expect(countText(totalText, 0, { search: true, filters: true, allTotal: 120 })).toBe('0 of 120 match your search and filters');
  });

  it('shows the matching total until the count in all has loaded', () => {
    expect(countText(totalText, 3, { search: true, filters: false })).toBe('Total: 3 submissions');
  });
});
