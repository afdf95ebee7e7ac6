import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { jobKeys } from './job-keys';
import type { MountingJob } from './job-types';

type Site = Tables<'sites'>;

/** A campaign's jobs, for its page (docs/product.md §13): site, due day, assignee and state. */
export type CampaignJob = Pick<MountingJob, 'id' | 'due_on' | 'kind' | 'state' | 'assignee_id'> & { site: Pick<Site, 'code' | 'name'> | null };

export function useCampaignJobs(campaignId: string) {
  return useQuery({
    queryKey: jobKeys.list({ campaign: campaignId }),
    queryFn: async (): Promise<CampaignJob[]> => {
      const { data } = await supabase
        .from('mounting_jobs')
        .select('id, due_on, kind, state, assignee_id, site:sites!mounting_jobs_site_id_fkey(code, name)')
        .eq('campaign_id', campaignId)
        .order('due_on')
        .order('kind', { ascending: false })
        .order('id')
        .throwOnError();
      return data;
    },
  });
}
