import * as v from 'valibot';

export const NEWSLETTER_EMAIL_MESSAGE = 'Please enter a valid email address';

/** docs/product.md §5: required, and text, at sign, text, dot, text. Trimmed, lower-case like the database keeps it. */
export const newsletterSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, NEWSLETTER_EMAIL_MESSAGE),
    v.maxLength(254, NEWSLETTER_EMAIL_MESSAGE),
    v.toLowerCase(),
  ),
});

export type NewsletterInput = v.InferInput<typeof newsletterSchema>;
export type NewsletterValues = v.InferOutput<typeof newsletterSchema>;

/** Where a subscription came from, stored with it: the popup or one of the blog's forms. */
export type NewsletterSource = 'popup' | 'blog' | 'blog-post';
