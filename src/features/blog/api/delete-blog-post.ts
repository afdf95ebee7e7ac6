import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { removeListRow } from '@/lib/list-query';
import { supabase } from '@/lib/supabase';
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
      // Gone from every cached page of the admin list at once; then every blog query reads afresh.
      removeListRow(queryClient, blogPostKeys.list({ view: 'admin' }), id);
      void queryClient.invalidateQueries({ queryKey: blogPostKeys.all });
    },
  });
}
