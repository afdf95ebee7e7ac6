import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { adminBlogPostsQueryOptions, type AdminBlogPost } from './fetch-admin-blog-posts';
import { blogPostKeys } from './fetch-blog-posts';

/** Deletes post `id`; rejects when no row was deleted. */
export async function deleteBlogPost(id: string): Promise<void> {
  expectWritten(await supabase.from('blog_posts').delete().eq('id', id).select('id'), 'post', 'delete');
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: (_, id) => {
      queryClient.setQueryData<AdminBlogPost[]>(adminBlogPostsQueryOptions().queryKey, (rows) => rows?.filter((row) => row.id !== id));
      void queryClient.invalidateQueries({ queryKey: blogPostKeys.all });
    },
  });
}
