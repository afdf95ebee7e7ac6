import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { jobKeys } from './job-keys';

export type JobCampaign = { id: string; reference: string | null; title: string };

/** The campaigns that have jobs, newest first, for the list's campaign filter. */
export function useJobCampaigns() {
  return useQuery({
    queryKey: jobKeys.list({ view: 'campaigns' }),
    queryFn: async (): Promise<JobCampaign[]> => {
      const { data } = await supabase
        .from('campaigns')
        .select('id, reference, title, mounting_jobs!inner(id)')
        .limit(1, { referencedTable: 'mounting_jobs' })
        .order('created_at', { ascending: false })
        .limit(500)
        .throwOnError();
      return data.map(({ id, reference, title }) => ({ id, reference, title }));
    },
    staleTime: 60_000,
  });
}
