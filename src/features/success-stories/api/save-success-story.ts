import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesInsert } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { updateUnlessChanged } from '@/features/editing/admin';
import { successStoryKeys } from './fetch-success-stories';

export type SuccessStoryPayload = Pick<
  TablesInsert<'success_stories'>,
  'title' | 'description' | 'image_url' | 'category' | 'client_name' | 'industry' | 'campaign_duration' | 'featured' | 'metrics'
>;

/** Inserts a new story (no id) or updates story `id`; the database trigger stamps updated_at. */
export async function saveSuccessStory({ id, values, loadedAt }: { id?: string; values: SuccessStoryPayload; loadedAt?: string }): Promise<void> {
  if (id) return updateUnlessChanged('success_stories', id, values, loadedAt);
  expectWritten(await supabase.from('success_stories').insert(values).select('id'), 'success story', 'save');
}

export function useSaveSuccessStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSuccessStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: successStoryKeys.all }),
  });
}
