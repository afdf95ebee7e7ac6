import { changedFields, changeSummary, displayValue } from '../compare';

describe('displayValue', () => {
  it('shows lists, metric maps and empty values as text', () => {
    expect(displayValue(['outdoor', 'metro'])).toBe('outdoor, metro');
    expect(displayValue({ Reach: '2M', Footfall: '+35%' })).toBe('Reach: 2M\nFootfall: +35%');
    expect(displayValue(null)).toBe('(empty)');
    expect(displayValue([])).toBe('(empty)');
    expect(displayValue(7)).toBe('7');
  });

  it("shows a list of records (an offer's packages) one line each, so a changed price is a change", () => {
    const packages = [
      { name: 'Festival Pro', offer_price: 75000, features: ['5 hoardings', '2 vans'] },
      { name: 'Festival Starter', offer_price: 35000, features: ['2 hoardings'] },
    ];
    expect(displayValue(packages)).toBe('name: Festival Pro; offer_price: 75000; features: 5 hoardings, 2 vans\nname: Festival Starter; offer_price: 35000; features: 2 hoardings');
    expect(displayValue([{ ...packages[0], offer_price: 70000 }, packages[1]])).not.toBe(displayValue(packages));
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

describe('changeSummary: what one save changed, in words', () => {
  const fields = { title: 'Title', excerpt: 'Excerpt', content: 'Content', author_name: 'Author Name', image: 'Featured Image URL', tags: 'Tags' };
  const post = { title: 'Monsoon sites', excerpt: 'Rain.', content: 'Text.', author_name: 'Meera', image: '/a.jpg', tags: ['rain'], status: 'published', published_at: '2026-11-20T09:00:00+00:00' };

  it("names the changed fields by the form's labels, in the form's order", () => {
    expect(changeSummary(post, { ...post, content: 'New text.', title: 'Monsoon hoardings' }, fields)).toBe('Changed the title and the content');
    expect(changeSummary(post, { ...post, excerpt: 'x', content: 'y', tags: ['a'] }, fields)).toBe('Changed the excerpt, the content and the tags');
  });

  it("says 'only' when one thing changed, and keeps capitalised words in a label", () => {
    expect(changeSummary(post, { ...post, author_name: 'Priya' }, fields)).toBe('Changed the author name only');
    expect(changeSummary(post, { ...post, image: '/b.jpg' }, fields)).toBe('Changed the featured image URL only');
  });

  it('counts the publishing state, which forms leave out of their fields, as the publishing', () => {
    expect(changeSummary(post, { ...post, status: 'draft' }, fields)).toBe('Changed the publishing only');
    expect(changeSummary(post, { ...post, published_at: '2026-12-01T09:00:00+00:00' }, fields)).toBe('Changed the publishing only');
    expect(changeSummary(post, { ...post, title: 'New', status: 'draft' }, fields)).toBe('Changed the title and the publishing');
  });

  it('takes one moment written two ways for no change', () => {
    expect(changeSummary(post, { ...post, published_at: '2026-11-20T09:00:00Z', title: 'New' }, fields)).toBe('Changed the title only');
  });

  it('leaves the publishing to the fields when the form labels it, and ignores it on records without one', () => {
    expect(changeSummary(post, { ...post, status: 'draft' }, { ...fields, status: 'Status' })).toBe('Changed the status only');
    expect(changeSummary({ name: 'Apollo' }, { name: 'Apollo Hospitals' }, { name: 'Client Name' })).toBe('Changed the client name only');
  });

  it('names three and counts the rest when many fields changed', () => {
    const next = { ...post, title: 'a', excerpt: 'b', content: 'c', author_name: 'd', image: '/e.jpg' };
    expect(changeSummary(post, next, fields)).toBe('Changed the title, the excerpt, the content and 2 other fields');
  });

  it('says so when the save changed nothing the form shows (a story featured from its list)', () => {
    expect(changeSummary({ ...post, featured: false }, { ...post, featured: true }, fields)).toBe('Changed nothing the form shows');
  });
});
