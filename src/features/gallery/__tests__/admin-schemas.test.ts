import * as v from 'valibot';
import { galleryImageFormDefaults, galleryImageFormSchema, maxGalleryYear, parseGalleryYear, parseSortOrder, parseTags, type GalleryImageFormValues } from '../schemas';

describe('parseGalleryYear', () => {
  it('reads an empty field as the current year', () => {
    expect(parseGalleryYear('', 2025)).toBe(2025);
    expect(parseGalleryYear('   ', 2025)).toBe(2025);
  });

  it('reads digits as the number, and anything else as NaN for the schema to refuse', () => {
    expect(parseGalleryYear(' 2019 ', 2025)).toBe(2019);
    expect(parseGalleryYear('twenty', 2025)).toBeNaN();
  });
});

describe('parseSortOrder', () => {
  it.each([
    ['5', 5],
    [' 12 ', 12],
    ['', 0],
    ['abc', 0],
    ['3.9', 3],
    ['-2', -2],
  ])('reads %j as %d', (text, value) => {
    expect(parseSortOrder(text)).toBe(value);
  });
});

describe('parseTags', () => {
  it('splits at commas, trims and drops empties', () => {
    expect(parseTags(' billboard, night ,, LED ,')).toEqual(['billboard', 'night', 'LED']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('galleryImageFormSchema', () => {
  const schema = galleryImageFormSchema(2025);
  const valid: GalleryImageFormValues = {
    title: '  Anna Salai Unipole ',
    category: 'outdoor',
    image_url: 'https://cdn.example.com/unipole.jpg',
    description: 'A 40 ft unipole facing the flyover.',
    project_name: '',
    client_name: ' Chennai Silks ',
    location: '',
    year: '',
    sort_order: 'x',
    tags: 'unipole, night,',
    featured: true,
    status: 'published',
    published_at: '2025-03-01',
    publish_time: '09:30',
  };

  function errorsOf(values: Partial<GalleryImageFormValues>) {
    const result = v.safeParse(schema, { ...valid, ...values });
    return result.success ? {} : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]));
  }

  it('turns the form into the stored row', () => {
    expect(v.parse(schema, valid)).toEqual({
      title: 'Anna Salai Unipole',
      category: 'outdoor',
      image_url: 'https://cdn.example.com/unipole.jpg',
      description: 'A 40 ft unipole facing the flyover.',
      project_name: null,
      client_name: 'Chennai Silks',
      location: null,
      year: 2025,
      sort_order: 0,
      tags: ['unipole', 'night'],
      featured: true,
      status: 'published',
      published_at: '2025-03-01',
      publish_time: '09:30',
    });
  });

  it('requires title, category, image URL and description', () => {
    expect(errorsOf({ title: ' ', category: '', image_url: '', description: '' })).toEqual({
      title: 'Title is required',
      category: 'Category is required',
      image_url: 'Image URL is required',
      description: 'Description is required',
    });
  });

  it('accepts http(s) URLs and site paths such as the seeded /images/..., nothing else', () => {
    expect(errorsOf({ image_url: '/images/gallery/unipole.jpg' })).toEqual({});
    expect(errorsOf({ image_url: 'http://example.com/a.png' })).toEqual({});
    expect(errorsOf({ image_url: 'javascript:alert(1)' })).toHaveProperty('image_url');
    expect(errorsOf({ image_url: '//evil.example.com/a.png' })).toHaveProperty('image_url');
    expect(errorsOf({ image_url: 'photo.jpg' })).toHaveProperty('image_url');
  });

  it('keeps the year between 2000 and next year', () => {
    expect(maxGalleryYear(2025)).toBe(2026);
    expect(v.parse(schema, { ...valid, year: '2000' }).year).toBe(2000);
    expect(v.parse(schema, { ...valid, year: '2026' }).year).toBe(2026);
    expect(errorsOf({ year: '1999' })).toEqual({ year: 'Year must be between 2000 and 2026' });
    expect(errorsOf({ year: '2027' })).toEqual({ year: 'Year must be between 2000 and 2026' });
    expect(errorsOf({ year: '2020.5' })).toEqual({ year: 'Year must be a whole number' });
    expect(errorsOf({ year: 'soon' })).toEqual({ year: 'Year must be a number' });
  });

  it('refuses a negative sort order', () => {
    expect(errorsOf({ sort_order: '-1' })).toEqual({ sort_order: 'Sort order must be 0 or more' });
    expect(v.parse(schema, { ...valid, sort_order: '7' }).sort_order).toBe(7);
  });

  it('limits tags as the database does', () => {
    expect(errorsOf({ tags: 'x'.repeat(51) })).toHaveProperty('tags.0', 'Each tag can be at most 50 characters');
    expect(errorsOf({ tags: Array.from({ length: 21 }, (_, index) => `t${index}`).join(',') })).toEqual({ tags: 'Use at most 20 tags' });
  });
});

describe('galleryImageFormDefaults', () => {
  it('is empty for a new image, with sort order 0 and the year left for the default', () => {
    expect(galleryImageFormDefaults()).toMatchObject({ title: '', year: '', sort_order: '0', tags: '', featured: false });
  });

  it('shows a stored image back in the form, tags joined with commas', () => {
    const values = galleryImageFormDefaults({
      id: 'g1',
      title: 'Bus wrap',
      description: 'Full wrap',
      image_url: '/images/seed/bus.svg',
      category: 'transport',
      project_name: null,
      client_name: 'MTC',
      location: null,
      year: 2023,
      status: 'draft',
      published_at: '2025-01-01T12:00:00Z',
      tags: ['bus', 'wrap'],
      featured: true,
      sort_order: 4,
      created_at: '',
      updated_at: '',
    });
    expect(values).toMatchObject({ project_name: '', client_name: 'MTC', year: '2023', sort_order: '4', tags: 'bus, wrap', featured: true });
  });
});
