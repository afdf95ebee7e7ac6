import { z } from 'zod';

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

/** A trimmed, non-empty text with `message` when empty. */
export function requiredText(message: string) {
  return z.string().trim().min(1, message);
}

/** The public forms' required e-mail address (docs/product.md §5 messages). */
export function requiredEmail() {
  return requiredText('Email is required').regex(emailPattern, 'Enter a valid email address');
}

/** A trimmed text that is stored as null when left empty. */
export function optionalText() {
  return z
    .string()
    .trim()
    .transform((value) => value || null);
}

export const INVALID_IMAGE_URL = 'Enter a valid URL (https://...) or a site path (/images/...)';

/** A required image URL (see IMAGE_URL). */
export function imageUrl(requiredMessage: string, invalidMessage = INVALID_IMAGE_URL) {
  // An empty value already has its 'required' message; don't add a second one.
  return requiredText(requiredMessage).refine((value) => !value || isImageUrl(value), invalidMessage);
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
