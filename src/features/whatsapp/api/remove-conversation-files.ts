import { supabase } from '@/lib/supabase';

/**
 * Removes a deleted conversation's files from the private bucket: Storage's files are removed through Storage, on
 * hosted too, never by SQL. Only those who may delete leads may (the bucket's policy).
 */
export async function removeConversationFiles(paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const { error } = await supabase.storage.from('whatsapp').remove(paths);
  if (error) throw error;
}
