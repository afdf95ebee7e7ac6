import { describeDbError } from '../db-errors';

describe('describeDbError', () => {
  it('names the field of a failed check constraint by its rule', () => {
    const error = { code: '23514', message: 'new row for relation "clients" violates check constraint "clients_logo_url"' };
    expect(describeDbError(error)).toBe('Logo must be a valid http(s) URL or a site path such as /images/photo.jpg.');
    expect(describeDbError(error, { logo: 'Logo URL' })).toBe('Logo URL must be a valid http(s) URL or a site path such as /images/photo.jpg.');
  });

  it('handles columns that themselves contain the rule word', () => {
    const error = { code: '23514', message: 'new row for relation "success_stories" violates check constraint "success_stories_image_url_url"' };
    expect(describeDbError(error)).toBe('Image URL must be a valid http(s) URL or a site path such as /images/photo.jpg.');
    const blank = { code: '23514', message: 'new row for relation "blog_posts" violates check constraint "blog_posts_author_name_required"' };
    expect(describeDbError(blank)).toBe('Author name is required.');
    const mistyped = { code: '23514', message: 'new row for relation "customers" violates check constraint "customers_gstin_check_character"' };
    expect(describeDbError(mistyped, { gstin: 'GSTIN' })).toBe('GSTIN has a mistyped character: its last character does not match the others.');
  });

  it('turns not-null and type errors into sentences', () => {
    expect(describeDbError({ code: '23502', message: 'null value in column "title" of relation "blog_posts" violates not-null constraint' })).toBe('Title is required.');
    expect(describeDbError({ code: '22P02', message: 'invalid input syntax for type integer: "abc"' })).toMatch(/wrong format/);
    expect(describeDbError({ code: '42501', message: 'new row violates row-level security policy for table "clients"' })).toBe('You do not have permission to make this change.');
  });

  it('names the field whose value another record has, when the form labels it', () => {
    const taken = { code: '23505', message: 'duplicate key value violates unique constraint "job_openings_slug_unique"' };
    expect(describeDbError(taken, { title: 'Title', slug: 'Address' })).toBe('Address is already used by another record: choose another.');
    expect(describeDbError(taken)).toBe('A record with the same value already exists.');
  });

  it('keeps other server messages but never a stack trace', () => {
    expect(describeDbError({ code: 'PGRST301', message: 'JWT expired' })).toBe('JWT expired');
    expect(describeDbError(new Error('boom\n    at fn (file.js:1:1)'))).toBe('Something went wrong. Please try again.');
    expect(describeDbError(null)).toBe('Something went wrong. Please try again.');
  });
});
