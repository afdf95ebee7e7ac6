import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { optInKeys } from './opt-ins';

/** Records that a contact agreed to WhatsApp messages, and `how`; the database keeps who recorded it and when. */
export async function recordOptIn({ contact, how }: { contact: string; how: string }): Promise<void> {
  const { error } = await supabase.rpc('record_whatsapp_opt_in', { contact, how });
  if (error) throw error;
}

export function useRecordOptIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordOptIn, onSettled: (_, __, { contact }) => queryClient.invalidateQueries({ queryKey: optInKeys.detail(contact) }) });
}
