import { changedFields, displayValue } from '../compare';

describe('displayValue', () => {
  it('shows lists, metric maps and empty values as text', () => {
    expect(displayValue(['outdoor', 'metro'])).toBe('outdoor, metro');
    expect(displayValue({ Reach: '2M', Footfall: '+35%' })).toBe('Reach: 2M\nFootfall: +35%');
    expect(displayValue(null)).toBe('(empty)');
    expect(displayValue([])).toBe('(empty)');
    expect(displayValue(7)).toBe('7');
  });
});

describe('changedFields', () => {
  it('lists only the labelled fields that differ, in the form order', () => {
    const then = { title: 'Old title', tags: ['a'], read_time: 5, status: 'draft' };
    const now = { title: 'New title', tags: ['a'], read_time: 6, status: 'published' };
    expect(changedFields(then, now, { read_time: 'Read Time', title: 'Title', tags: 'Tags' })).toEqual([
      { column: 'read_time', label: 'Read Time', then: '5', now: '6' },
      { column: 'title', label: 'Title', then: 'Old title', now: 'New title' },
    ]);
  });
});
