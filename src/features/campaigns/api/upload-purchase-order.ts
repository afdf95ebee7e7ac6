import { supabase } from '@/lib/supabase';

/** The PO files the bucket takes (its allowed types) and their extensions. */
export const PO_FILE_TYPES: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The bucket's limit (docs/decisions/111). */
export const PO_FILE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Puts a client's PO file in the private purchase-orders bucket under its campaign, at a fresh path (files are never
 * replaced), and returns the path to note with record_purchase_order. The bucket's policy decides who may.
 */
export async function uploadPurchaseOrder(campaign: string, file: File): Promise<string> {
  const path = `${campaign}/${crypto.randomUUID()}.${PO_FILE_TYPES[file.type]}`;
  const { error } = await supabase.storage.from('purchase-orders').upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw error;
  return path;
}
