import { changeLines, changeSummary, tableLabel } from '../labels';

describe('activity labels', () => {
  it('shows an update as one "Column: from → to" line per changed column, in words', () => {
    const changes = { title: { from: 'Old', to: 'New' }, daily_traffic: { from: 1, to: 2 }, published: { from: false, to: true } };
    expect(changeLines('update', changes)).toEqual(['Title: Old → New', 'Daily traffic: 1 → 2', 'Published: no → yes']);
  });

  it('says what the person did, as they would', () => {
    expect(changeSummary('update', { status: { from: 'new', to: 'contacted' } }, 'leads')).toBe('set the lead to Contacted');
    expect(changeSummary('update', { assignee: { from: null, to: 'Divya Natarajan' } }, 'leads')).toBe('assigned the lead to Divya Natarajan');
    expect(changeSummary('update', { assignee: { from: 'Divya Natarajan', to: null } }, 'leads')).toBe('unassigned the lead');
    expect(changeSummary('update', { title: {}, excerpt: {}, image: {} }, 'blog_posts')).toBe('changed Title, Excerpt and Image');
    expect(changeSummary('insert', {}, 'site_bookings')).toBe('created the site booking');
    expect(changeSummary('delete', {}, 'clients')).toBe('deleted the client');
  });

  it('shows a created or deleted row value by value', () => {
    expect(changeLines('insert', { name: 'Apollo', tags: ['a'], logo: null })).toEqual(['Name: Apollo', 'Tags: ["a"]', 'Logo: (empty)']);
  });

  it('names known tables and keeps unknown ones as stored', () => {
    expect(tableLabel('Contacts')).toBe('Contact submission');
    expect(tableLabel('sites')).toBe('Site');
    expect(tableLabel('some_future_table')).toBe('some_future_table');
  });
});
