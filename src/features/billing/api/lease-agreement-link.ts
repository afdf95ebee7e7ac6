import { supabase } from '@/lib/supabase';

/** A link to a lease's agreement for the next minute: opened at once, never kept (the bucket is private). */
export async function leaseAgreementLink(path: string): Promise<string> {
  const { data, error } = await supabase.storage.from('lease-agreements').createSignedUrl(path, 60);
  if (error) throw error;
  return data.signedUrl;
}
