import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentTable } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { contentRowKeys, type ContentRow } from './fetch-content-rows';

/** Row `id` of `table`; rejects when it does not exist. */
export async function fetchContentRow(table: ContentTable, id: string): Promise<ContentRow> {
  const { data, error } = await supabase.from(table).select('*').eq('id', id).single();
  if (error) throw error;
  return data as unknown as ContentRow;
}

export const contentRowQueryOptions = (table: ContentTable, id: string) =>
  queryOptions({ queryKey: contentRowKeys(table).detail(id), queryFn: () => fetchContentRow(table, id) });

/** Row `id`, or nothing to load when `id` is undefined (the create form). */
export function useContentRow(table: ContentTable, id: string | undefined) {
  return useQuery({ ...contentRowQueryOptions(table, id ?? ''), enabled: Boolean(id) });
}
