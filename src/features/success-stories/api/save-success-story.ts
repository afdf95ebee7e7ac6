import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesInsert } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { successStoryKeys } from './fetch-success-stories';

export type SuccessStoryPayload = Pick<
  TablesInsert<'success_stories'>,
  'title' | 'description' | 'image_url' | 'category' | 'client_name' | 'industry' | 'campaign_duration' | 'featured' | 'metrics'
>;

/** Inserts a new story (no id) or updates story `id`; the database trigger stamps updated_at. */
export async function saveSuccessStory({ id, values }: { id?: string; values: SuccessStoryPayload }): Promise<void> {
  const query = id ? supabase.from('success_stories').update(values).eq('id', id) : supabase.from('success_stories').insert(values);
  expectWritten(await query.select('id'), 'success story', 'save');
}

export function useSaveSuccessStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSuccessStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: successStoryKeys.all }),
  });
}
