import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { siteKeys } from './site-keys';

/** Deletes booking `id` (a hold or a confirmed booking). */
export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => expectWritten(await supabase.from('site_bookings').delete().eq('id', id).select('id'), 'booking', 'delete'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
  });
}
