import { useQueryClient } from '@tanstack/react-query';
import { useTableChanges } from '@/lib/realtime';
import { blogPostKeys } from './fetch-blog-posts';

/**
 * Keeps the admin list live (docs/product.md §4): any insert, update or delete reads the page on screen again.
 * The list is searched, filtered and paged, so only the server knows whether a changed post still belongs on
 * this page and what the total is now; a new post comes first, as the list is newest first.
 */
export function useBlogPostChanges() {
  const queryClient = useQueryClient();
  useTableChanges('blog_posts', () => {
    void queryClient.invalidateQueries({ queryKey: blogPostKeys.list({ view: 'admin' }) });
  });
}
