import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { successStoryKeys, successStoriesQueryOptions, type SuccessStory } from './fetch-success-stories';

/** Deletes story `id`; rejects when no row was deleted. */
export async function deleteSuccessStory(id: string): Promise<void> {
  expectWritten(await supabase.from('success_stories').delete().eq('id', id).select('id'), 'success story', 'delete');
}

export function useDeleteSuccessStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSuccessStory,
    onSuccess: (_, id) => {
      queryClient.setQueryData<SuccessStory[]>(successStoriesQueryOptions().queryKey, (rows) => rows?.filter((row) => row.id !== id));
      void queryClient.invalidateQueries({ queryKey: successStoryKeys.all });
    },
  });
}
