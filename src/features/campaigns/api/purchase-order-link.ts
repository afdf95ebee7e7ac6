import { supabase } from '@/lib/supabase';

/** A link to a campaign's PO file for the next minute: opened at once, never kept (the bucket is private). */
export async function purchaseOrderLink(path: string): Promise<string> {
  const { data, error } = await supabase.storage.from('purchase-orders').createSignedUrl(path, 60);
  if (error) throw error;
  return data.signedUrl;
}
