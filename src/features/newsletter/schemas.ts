import * as z from 'zod/mini';

export const NEWSLETTER_EMAIL_MESSAGE = 'Please enter a valid email address';

/** docs/product.md §5: required, and text, at sign, text, dot, text. Trimmed, lower-case like the database keeps it. */
export const newsletterSchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, NEWSLETTER_EMAIL_MESSAGE), z.maxLength(254, NEWSLETTER_EMAIL_MESSAGE), z.toLowerCase()),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterValues = z.output<typeof newsletterSchema>;

/** Where a subscription came from, stored with it: the popup or one of the blog's forms. */
export type NewsletterSource = 'popup' | 'blog' | 'blog-post';
