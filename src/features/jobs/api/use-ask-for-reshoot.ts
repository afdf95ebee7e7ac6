import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { RESHOOT_NEEDS_REASON } from '../schemas';
import { useJobMutation } from './job-mutation';

/** Asks for job `id`'s photos again, with `reason`: photos before now stop counting (decision 057). */
export function useAskForReshoot() {
  return useJobMutation(async ({ id, reason }: { id: string; reason: string }) => {
    const result = await supabase.from('mounting_jobs').update({ state: 'reshoot', reshoot_reason: reason }).eq('id', id).select('id');
    if (result.error?.code === '23514' && /"mounting_jobs_reshoot_reason"/.test(result.error.message)) throw new Error(RESHOOT_NEEDS_REASON, { cause: result.error });
    expectWritten(result, 'job', 'save');
  });
}
