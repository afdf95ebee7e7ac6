import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { successStoryKeys, successStoriesQueryOptions, type SuccessStory } from './fetch-success-stories';

/** Sets or clears story `id`'s featured flag (the list's Featured/Feature toggle). */
export async function setSuccessStoryFeatured({ id, featured }: { id: string; featured: boolean }): Promise<void> {
  const update = supabase.from('success_stories').update({ featured }).eq('id', id);
  expectWritten(await update.select('id'), 'success story', 'save');
}

export function useSetSuccessStoryFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSuccessStoryFeatured,
    onSuccess: (_, { id, featured }) => {
      queryClient.setQueryData<SuccessStory[]>(successStoriesQueryOptions().queryKey, (rows) =>
        rows?.map((row) => (row.id === id ? { ...row, featured } : row)),
      );
      void queryClient.invalidateQueries({ queryKey: successStoryKeys.all });
    },
  });
}
