import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesInsert } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { updateUnlessChanged } from '@/features/editing/admin';
import { blogPostKeys } from './fetch-blog-posts';

export type BlogPostPayload = Omit<TablesInsert<'blog_posts'>, 'id' | 'created_at'>;

/**
 * Inserts a new post (no id) or updates post `id`; rejects when no row was written, or when someone else saved it
 * after `loadedAt` (docs/decisions/066).
 */
export async function saveBlogPost({ id, values, loadedAt }: { id?: string; values: BlogPostPayload; loadedAt?: string }): Promise<void> {
  if (id) return updateUnlessChanged('blog_posts', id, values, loadedAt);
  expectWritten(await supabase.from('blog_posts').insert(values).select('id'), 'post', 'save');
}

export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostKeys.all }),
  });
}
