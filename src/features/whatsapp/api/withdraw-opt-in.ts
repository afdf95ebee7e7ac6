import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { optInKeys } from './opt-ins';

/** Withdraws a contact's opt-in at their request; the row stays, with who withdrew it and when. */
export async function withdrawOptIn(contact: string): Promise<void> {
  const { error } = await supabase.rpc('withdraw_whatsapp_opt_in', { contact });
  if (error) throw error;
}

export function useWithdrawOptIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdrawOptIn, onSettled: (_, __, contact) => queryClient.invalidateQueries({ queryKey: optInKeys.detail(contact) }) });
}
