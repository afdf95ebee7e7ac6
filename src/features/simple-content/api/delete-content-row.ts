import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentTypes } from '@/config/content-types';
import type { ContentTable } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { contentRowKeys, contentRowsQueryOptions, type ContentRow } from './fetch-content-rows';

/** Deletes row `id` of `table`; rejects when no row was deleted. */
export async function deleteContentRow({ table, id }: { table: ContentTable; id: string }): Promise<void> {
  expectWritten(await supabase.from(table).delete().eq('id', id).select('id'), contentTypes[table].record.toLowerCase(), 'delete');
}

export function useDeleteContentRow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContentRow,
    onSuccess: (_, { table, id }) => {
      queryClient.setQueryData<ContentRow[]>(contentRowsQueryOptions(table).queryKey, (rows) => rows?.filter((row) => row.id !== id));
      void queryClient.invalidateQueries({ queryKey: contentRowKeys(table).all });
    },
  });
}
