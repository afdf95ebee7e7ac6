import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { resourceKeys } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';

export type WhatsAppMessage = Pick<
  Tables<'whatsapp_messages'>,
  'id' | 'direction' | 'kind' | 'body' | 'status' | 'failure' | 'sent_by' | 'created_at' | 'sent_at' | 'media_path' | 'media_name'
>;

/** A WhatsApp lead's messages (docs/decisions/117). */
export const whatsAppKeys = resourceKeys('whatsapp-messages');

/** A conversation's messages, oldest first: only staff who work leads read them (row-level security). */
export async function listWhatsAppMessages(conversation: string): Promise<WhatsAppMessage[]> {
  const { data, error } = await supabase
    .from('whatsapp_messages')
    .select('id, direction, kind, body, status, failure, sent_by, created_at, sent_at, media_path, media_name')
    .eq('conversation_id', conversation)
    .order('created_at')
    .order('id');
  if (error) throw error;
  return data;
}

export const whatsAppMessagesQuery = (conversation: string) =>
  queryOptions({ queryKey: whatsAppKeys.detail(conversation), queryFn: () => listWhatsAppMessages(conversation) });

export function useWhatsAppMessages(conversation: string) {
  return useQuery(whatsAppMessagesQuery(conversation));
}
