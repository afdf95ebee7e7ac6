import type { RoutePrefetch } from '@/app/route-data';
import { BlogIndexView, blogPostsQueryOptions } from '@/features/blog';

export const prefetch: RoutePrefetch = (queryClient) => [queryClient.prefetchQuery(blogPostsQueryOptions())];

export default function BlogPage() {
  return <BlogIndexView />;
}
