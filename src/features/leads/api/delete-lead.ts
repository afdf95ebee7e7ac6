import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { removeListRow } from '@/lib/list-query';
import { supabase } from '@/lib/supabase';
import { leadKeys, leadLists, type LeadTable } from './lead-tables';

/**
 * Deletes one lead. Row-level security turns a forbidden delete into "0 rows", not an error, so
 * the deleted id is read back and its absence counts as a failure.
 */
export async function deleteLead(table: LeadTable, id: string): Promise<void> {
  expectWritten(await supabase.from(table).delete().eq('id', id).select('id'), leadLists[table].noun, 'delete');
}

/** Lead lists do not update live (docs/product.md): after a delete the row leaves the cached pages. */
export function useDeleteLead(table: LeadTable) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteLead(table, id),
    onSuccess: (_, id) => removeListRow(queryClient, leadKeys.all(table), id),
  });
}
