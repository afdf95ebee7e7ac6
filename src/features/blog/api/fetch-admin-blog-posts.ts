import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { fetchListPage, PAGE_SIZE, type ListQuery, type ListSource } from '@/lib/list-query';
import { supabase } from '@/lib/supabase';
import { adminBlogPostFilters, adminBlogPostsList, type AdminBlogPostsParams } from './admin-blog-posts-list';
import { blogPostKeys } from './fetch-blog-posts';

export type { AdminBlogPostsParams } from './admin-blog-posts-list';

/**
 * The columns the admin list shows and searches (docs/product.md §7, blog_posts (admin)): the `blog_posts_list`
 * view's, typed as the table's (a view's generated types make every column nullable).
 */
export type AdminBlogPost = Pick<Tables<'blog_posts'>, 'id' | 'title' | 'excerpt' | 'author_name' | 'category' | 'image' | 'status' | 'published_at' | 'created_at'>;

// The view, not the table: under the table's policies the search could not use its indexes (docs/decisions/031).
const postsSource: ListSource<AdminBlogPost> = (count) => supabase.from('blog_posts_list').select('*', { count }) as unknown as ListQuery<AdminBlogPost>;

/** The first page with no search or filter: what the route starts loading before the screen asks. */
export const firstAdminBlogPostsPage: AdminBlogPostsParams = { search: '', page: 1 };

export const adminBlogPostsQueryOptions = (params: AdminBlogPostsParams = firstAdminBlogPostsPage) =>
  queryOptions({
    queryKey: blogPostKeys.list({ view: 'admin', search: params.search, category: params.category ?? '', state: params.state ?? '', page: params.page }),
    queryFn: () => fetchListPage(postsSource, adminBlogPostsList, { search: params.search, filters: adminBlogPostFilters(params), page: params.page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export function useAdminBlogPosts(params: AdminBlogPostsParams) {
  return useQuery(adminBlogPostsQueryOptions(params));
}
