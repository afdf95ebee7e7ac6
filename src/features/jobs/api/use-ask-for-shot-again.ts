import { supabase } from '@/lib/supabase';
import { useJobMutation } from './job-mutation';

/** Asks again for one shot of job `id`, with `reason`: its photo stops counting, the others still count (decision 097). */
export function useAskForShotAgain() {
  return useJobMutation(async ({ id, shot, reason }: { id: string; shot: string; reason: string }) => {
    const { error } = await supabase.rpc('ask_for_shots_again', { job: id, shots: [{ shot, reason }] });
    if (error) throw error;
  });
}
