import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentTable } from '@/lib/database.types';
import { resourceKeys } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';

/** A row of a described content type, as the back office reads it: its columns by name. */
export type ContentRow = { id: string; updated_at: string; created_at: string } & Record<string, unknown>;

/** Keys of a content table's queries, the same as its own feature's would be (docs/decisions/021). */
export const contentRowKeys = (table: ContentTable) => resourceKeys(table);

/** Every row of `table`, newest first, drafts included (staff read them: decision 029). */
export async function fetchContentRows(table: ContentTable): Promise<ContentRow[]> {
  const { data } = await supabase.from(table).select('*').order('created_at', { ascending: false }).throwOnError();
  return data as unknown as ContentRow[];
}

export const contentRowsQueryOptions = (table: ContentTable) =>
  queryOptions({ queryKey: contentRowKeys(table).list({}), queryFn: () => fetchContentRows(table) });

export function useContentRows(table: ContentTable) {
  return useQuery(contentRowsQueryOptions(table));
}
