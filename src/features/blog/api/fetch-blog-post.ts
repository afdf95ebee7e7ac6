import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicData } from '@/lib/public-api';
import { blogPostKeys, type BlogPost } from './fetch-blog-posts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One post by id, or null when there is none. An id that is not a uuid cannot match, so it is not sent. */
export async function fetchBlogPost(id: string): Promise<BlogPost | null> {
  if (!uuid.test(id)) return null;
  const { data } = await publicData().from('blog_posts').select('*').eq('id', id).maybeSingle().throwOnError();
  return data;
}

export const blogPostQueryOptions = (id: string) =>
  queryOptions({ queryKey: blogPostKeys.detail(id), queryFn: () => fetchBlogPost(id) });

export function useBlogPost(id: string) {
  return useQuery(blogPostQueryOptions(id));
}
