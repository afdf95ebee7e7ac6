import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { siteKeys } from './site-keys';

/** An admin gives a hold the settings' hold days more (extend_hold(), decision 053). */
export function useExtendHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await supabase.rpc('extend_hold', { booking: id }).throwOnError()).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
  });
}
