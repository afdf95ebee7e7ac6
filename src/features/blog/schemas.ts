import * as v from 'valibot';
import { blogCategories } from '@/catalogue/blog-categories';
import { imageUrl, joinCommaList, requiredText, splitCommaList } from '@/lib/form-rules';
import { publishingDefaults } from '@/lib/publishing';
import { publishingFormFields } from '@/lib/publishing-form';
import type { BlogPost } from './api/fetch-blog-posts';

/** Default and minimum read time in minutes (docs/product.md §9). */
export const DEFAULT_READ_TIME = 5;
export const MIN_READ_TIME = 1;

/** The typed read time as a whole number of minutes; anything unparsable becomes 0 (docs/product.md §5). */
export function parseReadTime(text: string): number {
  const minutes = Number.parseInt(text.trim(), 10);
  return Number.isNaN(minutes) ? 0 : minutes;
}

const readTimeMessage = `Read time must be a whole number of at least ${MIN_READ_TIME} minute`;

/** The admin blog form (docs/product.md §5): its string inputs in, the row to save out; text lengths as the database limits them. */
export const blogPostFormSchema = v.object({
  title: requiredText('Title is required', 200),
  category: v.pipe(
    v.string(),
    v.check((value) => (blogCategories as readonly string[]).includes(value), 'Please choose a category'),
  ),
  excerpt: requiredText('Excerpt is required', 1000),
  content: requiredText('Content is required', 50000),
  // The author is chosen from staff, whose profile gives the byline (decision 052); a post written before keeps
  // its stored byline with no author chosen.
  author_id: v.pipe(v.string(), v.transform((value) => value || null)),
  author_name: requiredText('Author name is required', 200),
  author_role: requiredText('Author role is required', 200),
  read_time: v.pipe(
    v.string(),
    v.transform(parseReadTime),
    v.integer(readTimeMessage),
    v.minValue(MIN_READ_TIME, readTimeMessage),
  ),
  author_avatar: imageUrl('Author avatar URL is required'),
  image: imageUrl('Featured image URL is required'),
  tags: v.pipe(v.string(), v.transform(splitCommaList)),
  ...publishingFormFields,
});

export type BlogPostFormValues = v.InferInput<typeof blogPostFormSchema>;

/** Who a new post is by, until someone else is chosen: the person writing it. */
export type DefaultAuthor = { id: string; full_name: string | null; job_title: string | null; portrait_url: string | null };

/** The form's starting values: a new post by `author`, or the stored post when editing. */
export function blogPostFormDefaults(post?: BlogPost, author?: DefaultAuthor | null): BlogPostFormValues {
  return {
    title: post?.title ?? '',
    category: post?.category ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    author_id: post ? (post.author_id ?? '') : (author?.id ?? ''),
    author_name: post?.author_name ?? author?.full_name ?? '',
    author_role: post?.author_role ?? author?.job_title ?? '',
    read_time: String(post?.read_time ?? DEFAULT_READ_TIME),
    author_avatar: post?.author_avatar ?? author?.portrait_url ?? '',
    image: post?.image ?? '',
    tags: joinCommaList(post?.tags),
    // A new post is a draft until someone publishes it (docs/product.md §10).
    ...publishingDefaults(post, 'draft'),
  };
}

