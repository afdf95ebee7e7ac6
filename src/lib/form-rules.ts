import * as v from 'valibot';

/**
 * Image and logo URLs: an absolute http(s) URL with a host, or a site-relative path such as
 * `/images/seed/logo.svg` (the seed content and the catalogue serve images from `public/`).
 * Same shape as the database's check constraint, so the form never sends what Postgres refuses.
 */
const IMAGE_URL = /^(https?:\/\/[^\s/?#]+[^\s]*|\/[^/\s][^\s]*)$/i;

export function isImageUrl(value: string): boolean {
  return IMAGE_URL.test(value.trim());
}

/** "text, at sign, text, dot, text" (docs/product.md §5); the database checks the same shape. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Exactly ten digits (docs/product.md §9). */
export const tenDigitPattern = /^\d{10}$/;

/** The error of a text over its limit: it names the number (docs/product.md §10, Visitor and staff fixes). */
export function tooLongMessage(max: number): string {
  return `Use at most ${max} characters`;
}

/**
 * A trimmed text of at most `max` characters (no limit without one). The rules are valibot's: the public
 * forms' validation costs about 2 KB of JavaScript (docs/decisions/037).
 */
function trimmedText(max: number | undefined) {
  return max === undefined ? v.pipe(v.string(), v.trim()) : v.pipe(v.string(), v.trim(), v.maxLength(max, tooLongMessage(max)));
}

/**
 * A trimmed, non-empty text with `message` when empty; `max` is the column's limit from
 * supabase/migrations (its `char_length(…) <= max` check), so the form refuses what Postgres would.
 */
export function requiredText(message: string, max?: number) {
  return v.pipe(trimmedText(max), v.minLength(1, message));
}

/** The public forms' required e-mail address (docs/product.md §5 messages). */
export function requiredEmail() {
  return v.pipe(requiredText('Email is required'), v.regex(emailPattern, 'Enter a valid email address'));
}

/**
 * The contact form's phone (docs/product.md §7): ten digits, the first not 0 ("Contacts" stores it as a
 * number, so a leading zero could not survive); the chat's call-back request asks it the same way.
 */
export function contactPhone() {
  return v.pipe(v.string(), v.trim(), v.minLength(1, 'Phone number is required'), v.regex(/^[1-9]\d{9}$/, 'Enter a valid 10-digit phone number'));
}

/**
 * A required phone number as people write it: digits with spaces, dots, dashes, brackets and a leading plus,
 * 10 to 15 digits in all (the festival booking and the quote request; their tables check the same), and at
 * most `max` characters.
 */
export function looseTelephone(max?: number) {
  return v.pipe(
    requiredText('Phone number is required', max),
    v.regex(/^\+?[0-9 ().-]+$/, 'Enter a valid phone number'),
    v.check((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 10 && digits <= 15;
    }, 'Enter a valid phone number'),
  );
}

/** A trimmed text of at most `max` characters (the column's limit) that is stored as null when left empty. */
export function optionalText(max?: number) {
  return v.pipe(
    trimmedText(max),
    v.transform((value) => value || null),
  );
}

/** The lead forms' message columns' limit (supabase/migrations: `char_length(message) <= 5000`). */
export const MESSAGE_MAX = 5000;

/** Every image and logo column's limit (supabase/migrations: `char_length(…) <= 2048`). */
export const IMAGE_URL_MAX = 2048;

/** What maxLengthOf reads of a field's rule: valibot's schemas and pipe actions say their kind and type. */
type RulePart = { readonly kind: string; readonly type: string; readonly requirement?: unknown; readonly pipe?: readonly RulePart[] };

/** A rule's steps in order, nested pipes opened: a pipe's first item is the schema it starts from. */
function stepsOf(rule: RulePart): RulePart[] {
  return rule.pipe ? rule.pipe.flatMap((item, index) => (index === 0 ? stepsOf(item) : [item])) : [rule];
}

/**
 * The length limit a form field's rule carries (`requiredText`, `optionalText`, `imageUrl`), so the field
 * can show it; undefined for a field without one. Only the typed text's limits count: a custom transform
 * or a later schema (a list of tags, a number) makes what follows check something else.
 */
export function maxLengthOf(rule: RulePart): number | undefined {
  const [start, ...actions] = stepsOf(rule);
  if (start.type !== 'string') return undefined;
  const limits: number[] = [];
  for (const action of actions) {
    if (action.kind === 'schema' || action.type === 'transform' || action.type === 'raw_transform') break;
    if (action.type === 'max_length' && typeof action.requirement === 'number') limits.push(action.requirement);
  }
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

/** Each field's length limit in an object schema, for the fields' counters: `limits.title` → 200. */
export function fieldLimits<Entries extends Readonly<Record<string, RulePart>>>(schema: { entries: Entries }): Record<keyof Entries, number | undefined> {
  const entries: Readonly<Record<string, RulePart>> = schema.entries;
  return Object.fromEntries(Object.entries(entries).map(([name, rule]) => [name, maxLengthOf(rule)])) as Record<keyof Entries, number | undefined>;
}

export const INVALID_IMAGE_URL = 'Enter a valid URL (https://...) or a site path (/images/...)';

/** A required image URL (see IMAGE_URL) of at most IMAGE_URL_MAX characters. */
export function imageUrl(requiredMessage: string, invalidMessage = INVALID_IMAGE_URL) {
  // An empty value already has its 'required' message; don't add a second one.
  return v.pipe(
    requiredText(requiredMessage, IMAGE_URL_MAX),
    v.check((value) => !value || isImageUrl(value), invalidMessage),
  );
}

/** An optional image URL (see IMAGE_URL): empty is null, anything else a URL or a site path of at most IMAGE_URL_MAX characters. */
export function optionalImageUrl() {
  return v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(IMAGE_URL_MAX, `Must be at most ${IMAGE_URL_MAX} characters`),
    v.check((value) => !value || isImageUrl(value), INVALID_IMAGE_URL),
    v.transform((value) => value || null),
  );
}

/** 'a, b ,, c' → ['a', 'b', 'c']: split at commas, trimmed, empties dropped (docs/product.md §5 tags). */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The inverse of splitCommaList, for showing stored tags in a text input. */
export function joinCommaList(items: readonly string[] | null | undefined): string {
  return (items ?? []).join(', ');
}
