import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesInsert } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { successStoriesKey } from './fetchSuccessStories';

export type SuccessStoryPayload = Pick<
  TablesInsert<'success_stories'>,
  'title' | 'description' | 'image_url' | 'category' | 'client_name' | 'industry' | 'campaign_duration' | 'featured' | 'metrics'
>;

/** Inserts a new story (no id) or updates story `id`, stamping updated_at (SPEC section 7). */
export async function saveSuccessStory({ id, values }: { id?: string; values: SuccessStoryPayload }): Promise<void> {
  const row = { ...values, updated_at: new Date().toISOString() };
  const query = id ? supabase.from('success_stories').update(row).eq('id', id) : supabase.from('success_stories').insert(row);
  expectWritten(await query.select('id'), 'success story', 'save');
}

export function useSaveSuccessStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSuccessStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: successStoriesKey }),
  });
}
