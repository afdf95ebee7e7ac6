import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { useJobMutation } from './job-mutation';

/** Gives job `id` to crew member `assignee` (or nobody); the database takes crew only. */
export function useAssignJob() {
  return useJobMutation(async ({ id, assignee }: { id: string; assignee: string | null }) => {
    expectWritten(await supabase.from('mounting_jobs').update({ assignee_id: assignee }).eq('id', id).select('id'), 'job', 'save');
  });
}
