import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesInsert } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { updateUnlessChanged } from '@/features/editing/admin';
import { clientKeys } from './fetch-clients';

export type ClientPayload = Pick<TablesInsert<'clients'>, 'name' | 'logo' | 'industry'>;

/**
 * Inserts a new client (no id) or updates client `id`; rejects when no row was written, or when someone else
 * saved it after `loadedAt` (docs/decisions/066).
 */
export async function saveClient({ id, values, loadedAt }: { id?: string; values: ClientPayload; loadedAt?: string }): Promise<void> {
  if (id) return updateUnlessChanged('clients', id, values, loadedAt);
  expectWritten(await supabase.from('clients').insert(values).select('id'), 'client', 'save');
}

export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
