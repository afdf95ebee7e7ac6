import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';

/** Approves job `id`: the database allows it only from 'mounted' and records who and when (decision 057). */
export async function approveJob(id: string): Promise<void> {
  expectWritten(await supabase.from('mounting_jobs').update({ state: 'approved' }).eq('id', id).select('id'), 'job', 'save');
}
