import * as v from 'valibot';
import { imageUrl, isImageUrl, joinCommaList, optionalText, requiredText, splitCommaList } from '../form-rules';

describe('isImageUrl', () => {
  it.each(['https://cdn.example.com/a.jpg', 'http://example.com', '/images/seed/logo.svg', '  https://example.com/x.png  '])('accepts %s', (value) => {
    expect(isImageUrl(value)).toBe(true);
  });
  it.each(['', 'example.com/a.jpg', 'javascript:alert(1)', '//evil.example.com/a.png', 'ftp://example.com/a', 'https://', 'https://exa mple.com'])(
    'rejects %s',
    (value) => {
      expect(isImageUrl(value)).toBe(false);
    },
  );
});

describe('text rules', () => {
  it('requiredText trims and reports its message', () => {
    expect(v.safeParse(requiredText('Name is required'), '  Ann ').output).toBe('Ann');
    expect(v.safeParse(requiredText('Name is required'), '   ').issues?.[0].message).toBe('Name is required');
  });

  it('optionalText stores empty as null', () => {
    expect(v.parse(optionalText(), '  ')).toBeNull();
    expect(v.parse(optionalText(), ' Retail ')).toBe('Retail');
  });

  it('imageUrl distinguishes missing from malformed', () => {
    const rule = imageUrl('Image URL is required', 'Enter a valid URL');
    expect(v.safeParse(rule, '').issues?.[0].message).toBe('Image URL is required');
    expect(v.safeParse(rule, 'not a url').issues?.[0].message).toBe('Enter a valid URL');
    expect(v.parse(rule, ' https://example.com/a.jpg ')).toBe('https://example.com/a.jpg');
  });
});

describe('comma lists', () => {
  it('splits at commas, trims and drops empties', () => {
    expect(splitCommaList(' outdoor, BTL ,, ,launch ')).toEqual(['outdoor', 'BTL', 'launch']);
    expect(splitCommaList('')).toEqual([]);
  });
  it('joins back for editing', () => {
    expect(joinCommaList(['a', 'b'])).toBe('a, b');
    expect(joinCommaList(null)).toBe('');
  });
});
