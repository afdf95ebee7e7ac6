import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { supabase, uniqueChannelName } from '@/lib/supabase';
import { whatsAppKeys } from './whatsapp-messages';

/** Follows one conversation live: a message in or out, or a status callback, refreshes it (docs/decisions/117). */
export function useLiveWhatsApp(conversation: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const channel = supabase.channel(uniqueChannelName('whatsapp'));
    channel.on('postgres_changes', { event: '*', schema: 'public', table: 'whatsapp_messages', filter: `conversation_id=eq.${conversation}` }, () => {
      void queryClient.invalidateQueries({ queryKey: whatsAppKeys.detail(conversation) });
    });
    channel.subscribe();
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [conversation, queryClient]);
}
