import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentTypes } from '@/config/content-types';
import type { ContentTable } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { updateUnlessChanged } from '@/features/editing/admin';
import { contentRowKeys } from './fetch-content-rows';

type SaveContentRow = { table: ContentTable; id?: string; values: Record<string, unknown>; loadedAt?: string };

/** Inserts a new row (no id) or updates row `id` unless someone saved it since `loadedAt` (docs/decisions/066). */
export async function saveContentRow({ table, id, values, loadedAt }: SaveContentRow): Promise<void> {
  if (id) return updateUnlessChanged(table, id, values, loadedAt);
  // One table at a time at run time; the union of the content tables' insert types is more than supabase-js checks.
  expectWritten(await supabase.from(table).insert(values as never).select('id'), contentTypes[table].record.toLowerCase(), 'save');
}

export function useSaveContentRow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContentRow,
    onSuccess: (_, { table }) => queryClient.invalidateQueries({ queryKey: contentRowKeys(table).all }),
  });
}
