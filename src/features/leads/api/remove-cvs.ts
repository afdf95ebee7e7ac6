import { supabase } from '@/lib/supabase';
import { APPLICATIONS_BUCKET } from './download-cv';

/**
 * Removes applications' CV files after their rows went (a deleted lead, a person's data deleted): Storage's files are
 * removed through Storage, on hosted too, never by SQL. Only those who may delete leads may (the bucket's policy).
 */
export async function removeCvs(paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const { error } = await supabase.storage.from(APPLICATIONS_BUCKET).remove(paths);
  if (error) throw error;
}
