import type { ListDefinition, ListFilter } from '@/lib/list-query';
import type { PublicationState } from '@/lib/publishing';

/**
 * The back office's blog list (docs/product.md §2, Blog Posts list): newest first by creation, searched by title,
 * excerpt or author name through trigram indexes on the `blog_posts_list` view (docs/decisions/031). Free of the
 * Supabase client, so tests/support/searched-lists.ts can check its search plan.
 */
export const adminBlogPostsList: ListDefinition = {
  searchColumns: ['title', 'excerpt', 'author_name'].map((column) => ({ column, kind: 'text' as const })),
  defaultSort: { column: 'created_at', direction: 'desc' },
};

/** What the screen asks for: its search box, its two filters (absent: all) and the page. */
export type AdminBlogPostsParams = { search: string; category?: string; state?: PublicationState; page: number };

/**
 * The filters for a category and a publication state. 'Scheduled' and 'Published' split published posts at this
 * moment (as src/lib/publishing.ts's publicationState does), so the moment is taken when the page is read and is
 * not part of the query key.
 */
export function adminBlogPostFilters({ category, state }: Pick<AdminBlogPostsParams, 'category' | 'state'>, now = new Date()): ListFilter[] {
  const filters: ListFilter[] = [];
  if (category) filters.push({ column: 'category', op: 'eq', value: category });
  if (state === 'draft') filters.push({ column: 'status', op: 'eq', value: 'draft' });
  if (state === 'scheduled' || state === 'published') {
    const moment = now.toISOString();
    filters.push({ column: 'status', op: 'eq', value: 'published' });
    filters.push(state === 'scheduled' ? { column: 'published_at', op: 'date-range', from: moment } : { column: 'published_at', op: 'date-range', before: moment });
  }
  return filters;
}
