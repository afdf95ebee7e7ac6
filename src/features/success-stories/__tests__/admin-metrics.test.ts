import * as v from 'valibot';
import { formatMetrics, parseMetrics, successStoryFormDefaults, successStoryFormSchema } from '../schemas';
import { story } from './fixtures';

describe('parseMetrics (docs/product.md §5)', () => {
  it("reads one 'Label: Value' per line, trimmed, splitting at the first colon", () => {
    expect(parseMetrics('  Reach : 2.1M \nFootfall:+42%\r\nTime: 10:30 AM')).toEqual({ Reach: '2.1M', Footfall: '+42%', Time: '10:30 AM' });
  });

  it('ignores blank lines and drops lines without a colon or without a label', () => {
    expect(parseMetrics('\n  \nno colon here\n: orphan value\n   : also orphan\nLeads: 1,200\n')).toEqual({ Leads: '1,200' });
  });

  it('keeps an empty value and lets a repeated label keep its last value', () => {
    expect(parseMetrics('Reach:\nReach: 3M')).toEqual({ Reach: '3M' });
    expect(parseMetrics('Pending:')).toEqual({ Pending: '' });
  });
});

describe('formatMetrics', () => {
  it("shows stored metrics back as 'Label: Value' lines, which parse back to the same", () => {
    const metrics = { Reach: '2M', Footfall: '+35%' };
    expect(formatMetrics(metrics)).toBe('Reach: 2M\nFootfall: +35%');
    expect(parseMetrics(formatMetrics(metrics))).toEqual(metrics);
    expect(formatMetrics(null)).toBe('');
  });
});

describe('successStoryFormSchema', () => {
  it('requires title, category, description and image URL; stores empty optional fields as null', () => {
    const empty = v.safeParse(successStoryFormSchema, successStoryFormDefaults());
    expect(empty.issues?.map((issue) => issue.message)).toEqual(['Title is required', 'Category is required', 'Description is required', 'Image URL is required']);
    const parsed = v.parse(successStoryFormSchema, {
      ...successStoryFormDefaults(),
      title: 'T',
      category: 'BTL & Transport',
      description: 'D',
      image_url: '/images/seed/x.jpg',
      metrics: 'Reach: 1M',
      featured: true,
    });
    expect(parsed).toEqual({
      title: 'T',
      category: 'BTL & Transport',
      description: 'D',
      image_url: '/images/seed/x.jpg',
      client_name: null,
      industry: null,
      campaign_duration: null,
      metrics: { Reach: '1M' },
      featured: true,
      // Published from the moment the form opened (docs/product.md §10, Publishing workflow).
      status: 'published',
      published_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      publish_time: expect.stringMatching(/^\d{2}:\d{2}$/),
    });
  });

  it('fills the form from a stored story', () => {
    expect(successStoryFormDefaults(story({ id: 's1', metrics: { Reach: '2M' }, client_name: null }))).toMatchObject({
      metrics: 'Reach: 2M',
      client_name: '',
      featured: true,
    });
  });
});
