import { changeLines, changeSummary, tableLabel } from '../labels';

describe('activity labels', () => {
  it('shows an update as one "column: from → to" line per changed column', () => {
    const changes = { title: { from: 'Old', to: 'New' }, status: { from: 'draft', to: 'published' } };
    expect(changeLines('update', changes)).toEqual(['title: Old → New', 'status: draft → published']);
    expect(changeSummary('update', changes)).toBe('title, status');
  });

  it('shows a created or deleted row value by value', () => {
    expect(changeLines('insert', { name: 'Apollo', tags: ['a'], logo: null })).toEqual(['name: Apollo', 'tags: ["a"]', 'logo: (empty)']);
    expect(changeSummary('delete', {})).toBe('Record removed');
  });

  it('names known tables and keeps unknown ones as stored', () => {
    expect(tableLabel('Contacts')).toBe('Contact submission');
    expect(tableLabel('sites')).toBe('Site');
    expect(tableLabel('some_future_table')).toBe('some_future_table');
  });
});
