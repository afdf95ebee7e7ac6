import * as v from 'valibot';
import { blogPostFormDefaults, blogPostFormSchema, DEFAULT_READ_TIME, parseReadTime } from '../schemas';

const valid = {
  ...blogPostFormDefaults(),
  title: '  Billboards that work  ',
  category: 'Strategy',
  excerpt: 'Short',
  content: 'Long',
  author_name: 'Priya',
  author_role: 'Strategist',
  author_avatar: '/images/seed/avatar.jpg',
  image: 'https://cdn.example.com/post.jpg',
  tags: ' outdoor, ,BTL ,',
  published_at: '2025-03-01',
  publish_time: '09:30',
};

function messages(values: typeof valid) {
  const result = v.safeParse(blogPostFormSchema, values);
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);
}

describe('parseReadTime', () => {
  it('reads whole minutes and falls back to 0 when unparsable', () => {
    expect(parseReadTime('7')).toBe(7);
    expect(parseReadTime(' 12 ')).toBe(12);
    expect(parseReadTime('4.9')).toBe(4);
    expect(parseReadTime('abc')).toBe(0);
    expect(parseReadTime('')).toBe(0);
  });
});

describe('blogPostFormSchema', () => {
  it('turns the form into the row to save: trimmed text, integer read time, tag list', () => {
    expect(v.parse(blogPostFormSchema, valid)).toEqual({
      title: 'Billboards that work',
      category: 'Strategy',
      excerpt: 'Short',
      content: 'Long',
      author_id: null,
      author_name: 'Priya',
      author_role: 'Strategist',
      read_time: DEFAULT_READ_TIME,
      author_avatar: '/images/seed/avatar.jpg',
      image: 'https://cdn.example.com/post.jpg',
      tags: ['outdoor', 'BTL'],
      status: 'draft',
      published_at: '2025-03-01',
      publish_time: '09:30',
    });
  });

  it('starts a new post as a draft by its writer, at the default read time of 5, dated now', () => {
    const defaults = blogPostFormDefaults(undefined, { id: 'u1', full_name: 'Meera Krishnan', job_title: 'Creative Director', portrait_url: '/m.svg' });
    expect(defaults).toMatchObject({ author_id: 'u1', author_name: 'Meera Krishnan', author_role: 'Creative Director', author_avatar: '/m.svg' });
    expect(defaults.read_time).toBe('5');
    expect(defaults.status).toBe('draft');
    expect(defaults.published_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(defaults.publish_time).toMatch(/^\d{2}:\d{2}$/);
  });

  it('requires every field but tags', () => {
    const empty = blogPostFormDefaults();
    expect(messages({ ...empty, read_time: '5', published_at: '', publish_time: '' })).toEqual([
      'title: Title is required',
      'category: Please choose a category',
      'excerpt: Excerpt is required',
      'content: Content is required',
      'author_name: Author name is required',
      'author_role: Author role is required',
      'author_avatar: Author avatar URL is required',
      'image: Featured image URL is required',
      'published_at: Published date is required',
      'publish_time: Publish time is required',
    ]);
  });

  it('rejects a read time below 1, including an unparsable one', () => {
    const message = 'read_time: Read time must be a whole number of at least 1 minute';
    expect(messages({ ...valid, read_time: '0' })).toEqual([message]);
    expect(messages({ ...valid, read_time: 'soon' })).toEqual([message]);
    expect(messages({ ...valid, read_time: '1' })).toEqual([]);
  });

  it('accepts only the blog categories and valid image URLs', () => {
    expect(messages({ ...valid, category: 'Gossip' })).toEqual(['category: Please choose a category']);
    expect(messages({ ...valid, image: 'cdn.example.com/a.jpg', author_avatar: 'javascript:alert(1)' })).toEqual([
      'author_avatar: Enter a valid URL (https://...) or a site path (/images/...)',
      'image: Enter a valid URL (https://...) or a site path (/images/...)',
    ]);
  });

  it('shows stored tags, status and publish moment back in the form when editing', () => {
    const defaults = blogPostFormDefaults({
      id: 'p1',
      title: 'T',
      excerpt: 'E',
      content: 'C',
      author_name: 'A',
      author_avatar: '/a.jpg',
      author_role: 'R',
      author_id: null,
      category: 'Strategy',
      tags: ['one', 'two'],
      image: '/b.jpg',
      published_at: '2025-02-03T12:00:00Z',
      status: 'draft',
      read_time: 8,
      created_at: '2025-02-03T10:00:00Z',
      updated_at: '2025-02-03T10:00:00Z',
    });
    // In India time whatever the browser's zone: 12:00 UTC is 17:30 in Chennai.
    expect(defaults).toMatchObject({ tags: 'one, two', read_time: '8', status: 'draft', published_at: '2025-02-03', publish_time: '17:30' });
  });
});
