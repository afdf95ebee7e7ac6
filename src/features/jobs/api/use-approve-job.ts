import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { useJobMutation } from './job-mutation';

/**
 * Approves job `id` (the database allows it only from 'mounted' and records who and when). Resolves to whether every
 * mounting job of its campaign is approved now, which makes a confirmed campaign live (decision 057); a campaign may
 * also be live by its dates already, which says nothing of its proof.
 */
export function useApproveJob() {
  return useJobMutation(async ({ id, campaignId }: { id: string; campaignId: string }): Promise<{ live: boolean }> => {
    expectWritten(await supabase.from('mounting_jobs').update({ state: 'approved' }).eq('id', id).select('id'), 'job', 'save');
    const { count } = await supabase
      .from('mounting_jobs')
      .select('id', { count: 'exact', head: true })
      .eq('campaign_id', campaignId)
      .eq('kind', 'mounting')
      .neq('state', 'approved')
      .throwOnError();
    const { data } = await supabase.from('campaigns').select('status').eq('id', campaignId).maybeSingle().throwOnError();
    return { live: count === 0 && data?.status === 'live' };
  });
}
