import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesInsert } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { blogPostKeys } from './fetch-blog-posts';

export type BlogPostPayload = Omit<TablesInsert<'blog_posts'>, 'id' | 'created_at'>;

/** Inserts a new post (no id) or updates post `id`; rejects when no row was written. */
export async function saveBlogPost({ id, values }: { id?: string; values: BlogPostPayload }): Promise<void> {
  const query = id ? supabase.from('blog_posts').update(values).eq('id', id) : supabase.from('blog_posts').insert(values);
  expectWritten(await query.select('id'), 'post', 'save');
}

export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostKeys.all }),
  });
}
