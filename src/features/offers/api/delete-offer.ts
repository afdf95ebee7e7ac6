import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { removeListRow } from '@/lib/list-query';
import { supabase } from '@/lib/supabase';
import { offerKeys } from './fetch-offers';

/** Deletes offer `id` (its bookings keep the offer's title); rejects when no row was deleted. */
export async function deleteOffer(id: string): Promise<void> {
  expectWritten(await supabase.from('offers').delete().eq('id', id).select('id'), 'offer', 'delete');
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffer,
    onSuccess: (_, id) => {
      // Gone from every cached page of the admin list at once; then every offers query reads afresh.
      removeListRow(queryClient, offerKeys.list({ view: 'admin' }), id);
      void queryClient.invalidateQueries({ queryKey: offerKeys.all });
    },
  });
}
