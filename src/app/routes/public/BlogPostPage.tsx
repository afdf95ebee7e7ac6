import { useParams, useSearchParams } from 'react-router';
import type { RoutePrefetch } from '@/app/route-data';
import { blogPostQueryOptions, blogPostsQueryOptions, BlogPostView } from '@/features/blog';

/** The post and the list its related posts come from. */
export const prefetch: RoutePrefetch = (queryClient, { postId = '' }) => [
  queryClient.prefetchQuery(blogPostQueryOptions(postId)),
  queryClient.prefetchQuery(blogPostsQueryOptions()),
];

export default function BlogPostPage() {
  const { postId = '' } = useParams();
  const [search] = useSearchParams();
  return <BlogPostView postId={postId} preview={search.has('preview')} />;
}
