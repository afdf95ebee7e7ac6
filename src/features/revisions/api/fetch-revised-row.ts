import { supabase } from '@/lib/supabase';
import type { RevisedTable } from './list-revisions';

/**
 * The record as stored now, read again after a restore. `Row` is the caller's row type for `table`: the
 * union of the five tables' rows is what supabase-js can type here, so the one cast says which it is.
 */
export async function fetchRevisedRow<Row>(table: RevisedTable, id: string): Promise<Row> {
  const { data } = await supabase.from(table).select('*').eq('id', id).single().throwOnError();
  return data as Row;
}
