import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeRowFromPages } from '@/components/data-table';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { contactsKeys } from './list-contacts';

/**
 * Deletes one submission. Row-level security turns a forbidden delete into "0 rows", not an
 * error, so the deleted id is read back and its absence counts as a failure.
 */
export async function deleteContact(id: string): Promise<void> {
  expectWritten(await supabase.from('Contacts').delete().eq('id', id).select('id'), 'contact submission', 'delete');
}

/** The list does not update live (SPEC): the row leaves the cached pages after a delete. */
export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: (_, id) => removeRowFromPages(queryClient, contactsKeys.all, id),
  });
}
