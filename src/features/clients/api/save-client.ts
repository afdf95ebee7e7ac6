import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesInsert } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { clientKeys } from './fetch-clients';

export type ClientPayload = Pick<TablesInsert<'clients'>, 'name' | 'logo' | 'industry'>;

/** Inserts a new client (no id) or updates client `id`; rejects when no row was written. */
export async function saveClient({ id, values }: { id?: string; values: ClientPayload }): Promise<void> {
  const query = id ? supabase.from('clients').update(values).eq('id', id) : supabase.from('clients').insert(values);
  expectWritten(await query.select('id'), 'client', 'save');
}

export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
