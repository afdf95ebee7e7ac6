import { useQueryClient } from '@tanstack/react-query';
import { applyRowChange, useTableChanges } from '@/lib/realtime';
import { successStoriesQueryOptions } from './fetch-success-stories';

/** Keeps the admin list (drafts included) live: inserts first, updates in place, deletes removed (docs/product.md §4). */
export function useSuccessStoryChanges() {
  const queryClient = useQueryClient();
  useTableChanges('success_stories', (change) => {
    queryClient.setQueryData(successStoriesQueryOptions({ unpublished: true }).queryKey, (rows) => (rows ? applyRowChange(rows, change) : rows));
  });
}
