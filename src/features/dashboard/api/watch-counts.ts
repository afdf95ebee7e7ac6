import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { supabase, uniqueChannelName } from '@/lib/supabase';
import { countQueryKey, type CountedTable } from './count-rows';

/** Recounts a table whenever one of its rows is inserted, updated or deleted anywhere. */
/** `tables` should be a stable array (a module constant): a new array resubscribes. */
export function useLiveCounts(tables: readonly CountedTable[]): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const channel = supabase.channel(uniqueChannelName('dashboard-counts'));
    for (const table of tables) {
      channel.on('postgres_changes', { event: '*', schema: 'public', table }, () => {
        void queryClient.invalidateQueries({ queryKey: countQueryKey(table) });
      });
    }
    channel.subscribe();
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [tables, queryClient]);
}
