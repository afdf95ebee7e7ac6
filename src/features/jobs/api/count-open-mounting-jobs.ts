import { supabase } from '@/lib/supabase';

/** How many mounting jobs of campaign `campaignId` are not approved yet. */
export async function countOpenMountingJobs(campaignId: string): Promise<number> {
  const { count } = await supabase
    .from('mounting_jobs')
    .select('id', { count: 'exact', head: true })
    .eq('campaign_id', campaignId)
    .eq('kind', 'mounting')
    .neq('state', 'approved')
    .throwOnError();
  return count ?? 0;
}
