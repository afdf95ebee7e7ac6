import { supabase } from '@/lib/supabase';

/** The kept photos and files of a conversation, read before its lead is deleted (docs/decisions/117). */
export async function listConversationFiles(conversation: string): Promise<string[]> {
  const { data, error } = await supabase.from('whatsapp_messages').select('media_path').eq('conversation_id', conversation).not('media_path', 'is', null);
  if (error) throw error;
  return data.flatMap((row) => (row.media_path ? [row.media_path] : []));
}
