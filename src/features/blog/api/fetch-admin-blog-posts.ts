import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { blogPostKeys } from './fetch-blog-posts';

/** The columns the admin list shows (docs/product.md §7, blog_posts (admin)). */
export type AdminBlogPost = Pick<Tables<'blog_posts'>, 'id' | 'title' | 'category' | 'published_at' | 'image' | 'status'>;

/** Every post for the admin list, newest first by creation. */
export async function fetchAdminBlogPosts(): Promise<AdminBlogPost[]> {
  const { data, error } = await supabase
    .from('blog_posts')
    .select('id, title, category, published_at, image, status')
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export const adminBlogPostsQueryOptions = () =>
  queryOptions({ queryKey: blogPostKeys.list({ view: 'admin' }), queryFn: fetchAdminBlogPosts });

export function useAdminBlogPosts() {
  return useQuery(adminBlogPostsQueryOptions());
}
