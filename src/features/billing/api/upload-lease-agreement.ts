import { supabase } from '@/lib/supabase';

/** The agreement files the lease-agreements bucket takes (its allowed types) and their extensions. */
export const AGREEMENT_FILE_TYPES: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The bucket's limit. */
export const AGREEMENT_FILE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Puts a lease's agreement in the private lease-agreements bucket under the lease, at a fresh path (files are never
 * replaced: the bucket's policy lets nobody), and returns the path. The policy decides who may (can_file_lease_agreement).
 */
export async function uploadLeaseAgreement(lease: string, file: File): Promise<string> {
  const path = `${lease}/${crypto.randomUUID()}.${AGREEMENT_FILE_TYPES[file.type]}`;
  const { error } = await supabase.storage.from('lease-agreements').upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw error;
  return path;
}
