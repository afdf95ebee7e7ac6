import { useQueryClient } from '@tanstack/react-query';
import { applyRowChange, useTableChanges } from '@/lib/realtime';
import { adminBlogPostsQueryOptions } from './fetch-admin-blog-posts';

/** Keeps the admin list live: inserts first, updates in place, deletes removed (docs/product.md §4). */
export function useBlogPostChanges() {
  const queryClient = useQueryClient();
  useTableChanges('blog_posts', (change) => {
    queryClient.setQueryData(adminBlogPostsQueryOptions().queryKey, (rows) => (rows ? applyRowChange(rows, change) : rows));
  });
}
