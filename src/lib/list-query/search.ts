/** How a search box's term becomes one PostgREST `or=(...)` filter across a list's columns. */
import type { SearchColumn } from './types';

/**
 * A value inside a PostgREST logic tree (`or=(...)`): double-quoted so commas, dots and brackets
 * are data, with backslash escapes for `\` and `"` inside it.
 */
export function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/** Makes `%`, `_` and `\` literal in a LIKE pattern. (`*` stays a wildcard: PostgREST turns every `*` into `%`.) */
function likeLiteral(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const PHONE_DIGITS = 10;

/**
 * The national digits a search term could be the start of: digits with the usual phone
 * punctuation, without a +91 / 91 / 0 prefix. Null when the term is not phone-like.
 */
export function phoneDigits(term: string): string | null {
  if (!/^[\d\s().+-]+$/.test(term)) return null;
  let digits = term.replace(/\D/g, '');
  if (/^\s*\+\s*91/.test(term) || (digits.length > PHONE_DIGITS && digits.startsWith('91'))) digits = digits.slice(2);
  else if (digits.length > PHONE_DIGITS && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length > 0 && digits.length <= PHONE_DIGITS ? digits : null;
}

/** The inclusive range of 10-digit numbers that start with `digits`. */
export function phonePrefixRange(digits: string): [number, number] {
  const scale = 10 ** (PHONE_DIGITS - digits.length);
  const start = Number(digits) * scale;
  return [start, start + scale - 1];
}

/**
 * The `or(...)` filter for a search box: a row matches when any column matches the trimmed term.
 * Null for an empty term, or when no column can match it.
 */
export function buildSearchFilter(term: string, columns: readonly SearchColumn[]): string | null {
  const needle = term.trim();
  if (!needle) return null;
  const phone = phoneDigits(needle);
  const parts = columns.flatMap(({ column, kind }) => {
    const name = quoted(column);
    if (kind === 'text') return [`${name}.ilike.${quoted(`*${likeLiteral(needle)}*`)}`];
    if (!phone) return [];
    const [from, to] = phonePrefixRange(phone);
    return [`and(${name}.gte.${from},${name}.lte.${to})`];
  });
  return parts.length > 0 ? parts.join(',') : null;
}
