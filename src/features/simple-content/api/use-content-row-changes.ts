import { useQueryClient } from '@tanstack/react-query';
import type { ContentTable } from '@/lib/database.types';
import { applyRowChange, useTableChanges } from '@/lib/realtime';
import { contentRowsQueryOptions, type ContentRow } from './fetch-content-rows';

/** Keeps a content table's list live: inserts first, updates in place, deletes removed (docs/product.md §4). */
export function useContentRowChanges(table: ContentTable) {
  const queryClient = useQueryClient();
  useTableChanges(table, (change) => {
    queryClient.setQueryData(contentRowsQueryOptions(table).queryKey, (rows) =>
      rows ? applyRowChange(rows, change as unknown as Parameters<typeof applyRowChange<ContentRow>>[1]) : rows,
    );
  });
}
