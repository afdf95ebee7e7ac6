import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { resourceKeys } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import type { ContentTable } from '@/config/content-types';

/** One earlier version of a record: its row as it was, and who replaced it when (docs/decisions/030). */
export type Revision = Tables<'content_revisions'>;

/** The tables whose updates keep revisions (supabase/migrations/20261124010100_revisions_and_audit.sql). */
/** Every content type keeps its revisions (docs/decisions/044). */
export type RevisedTable = ContentTable;

/** Keys of every revisions query; a restore invalidates `revisionKeys.all`. */
export const revisionKeys = resourceKeys('revisions');

/** Every kept version of one record, newest first. Row-level security gives them to staff only. */
export async function fetchRevisions(table: RevisedTable, rowId: string): Promise<Revision[]> {
  const { data } = await supabase
    .from('content_revisions')
    .select('*')
    .eq('table_name', table)
    .eq('row_id', rowId)
    .order('replaced_at', { ascending: false })
    .throwOnError();
  return data;
}

export const revisionsQueryOptions = (table: RevisedTable, rowId: string) =>
  queryOptions({ queryKey: revisionKeys.list({ table, rowId }), queryFn: () => fetchRevisions(table, rowId) });

export function useRevisions(table: RevisedTable, rowId: string) {
  return useQuery(revisionsQueryOptions(table, rowId));
}
