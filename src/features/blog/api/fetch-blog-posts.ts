import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { publicNow } from '@/lib/publishing';
import { resourceKeys } from '@/lib/query-keys';
import { publicData } from '@/lib/public-api';

export type BlogPost = Tables<'blog_posts'>;

/**
 * A post as the lists show it (cards, the sidebar's related posts): every column but the text, which only
 * the post's own page reads. The text was more than half of the list's bytes, in the response and in the
 * data every prerendered blog page carries. Nor the author's profile id: the byline is in the row.
 */
export type BlogPostSummary = Omit<BlogPost, 'content' | 'author_id' | 'updated_at'>;
const SUMMARY_COLUMNS = 'id, title, excerpt, author_name, author_avatar, author_role, category, tags, image, published_at, read_time, created_at, status';

/** Posts the public blog lists; related posts are picked from the same list (docs/product.md §9). */
export const PUBLIC_POSTS_LIMIT = 50;

/** Keys of every blog query; mutations and live updates invalidate `blogPostKeys.all`. */
export const blogPostKeys = resourceKeys('blog-posts');

/**
 * The public list: newest published first, at most 50 (docs/product.md §7). Row-level security already hides
 * drafts and future posts from visitors; the filter keeps them out for signed-in staff too.
 */
export async function fetchBlogPosts(): Promise<BlogPostSummary[]> {
  const { status, before } = publicNow();
  const { data } = await (await publicData())
    .from('blog_posts')
    .select(SUMMARY_COLUMNS)
    .eq('status', status)
    .lte('published_at', before)
    .order('published_at', { ascending: false })
    .limit(PUBLIC_POSTS_LIMIT)
    .throwOnError();
  return data;
}

export const blogPostsQueryOptions = () => queryOptions({ queryKey: blogPostKeys.list({ view: 'public' }), queryFn: fetchBlogPosts });

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}
