import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeRowFromPages } from '@/components/data-table';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { leadsKeys, type LeadTable } from './lead-tables';

/**
 * Deletes one lead. Row-level security turns a forbidden delete into "0 rows", not an error, so
 * the deleted id is read back and its absence counts as a failure.
 */
export async function deleteLead(table: LeadTable, id: string): Promise<void> {
  expectWritten(await supabase.from(table).delete().eq('id', id).select('id'), 'record', 'delete');
}

/** After a delete the row leaves the cached pages (lead screens do not update live). */
export function useDeleteLead(table: LeadTable) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteLead(table, id),
    onSuccess: (_, id) => removeRowFromPages(queryClient, leadsKeys.table(table), id),
  });
}
