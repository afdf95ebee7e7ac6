import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { clientKeys, clientsQueryOptions, type Client } from './fetch-clients';

/** Deletes client `id`; rejects when no row was deleted. */
export async function deleteClient(id: string): Promise<void> {
  expectWritten(await supabase.from('clients').delete().eq('id', id).select('id'), 'client', 'delete');
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_, id) => {
      queryClient.setQueryData<Client[]>(clientsQueryOptions().queryKey, (rows) => rows?.filter((row) => row.id !== id));
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
