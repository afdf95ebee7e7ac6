import { supabase } from '@/lib/supabase';

/** The private bucket customers' WhatsApp photos and files are kept in (docs/decisions/117). */
const WHATSAPP_BUCKET = 'whatsapp';

/** A link to one kept file for a minute, as the signed-in member of staff (only those who work leads may). */
export async function whatsAppMediaUrl(path: string): Promise<string> {
  const { data, error } = await supabase.storage.from(WHATSAPP_BUCKET).createSignedUrl(path, 60);
  if (error) throw error;
  return data.signedUrl;
}
