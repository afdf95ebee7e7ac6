import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { jobKeys } from './job-keys';
import type { MountingJob } from './job-types';

export type ProofPhoto = Tables<'proof_photos'>;
export type JobSite = Pick<Tables<'sites'>, 'id' | 'code' | 'name' | 'locality' | 'address' | 'lighting' | 'latitude' | 'longitude' | 'photos'>;
export type JobDetail = MountingJob & {
  site: JobSite | null;
  campaign: { id: string; reference: string | null; title: string; status: string } | null;
};

const DETAIL_SELECT =
  '*, site:sites!mounting_jobs_site_id_fkey(id, code, name, locality, address, lighting, latitude, longitude, photos), campaign:campaigns!mounting_jobs_campaign_id_fkey(id, reference, title, status)';

/** Job `id`, or null when there is none the signed-in user may see. */
export async function fetchJob(id: string): Promise<JobDetail | null> {
  const { data } = await supabase.from('mounting_jobs').select(DETAIL_SELECT).eq('id', id).maybeSingle().throwOnError();
  return data as unknown as JobDetail | null;
}

export const jobQueryOptions = (id: string) => queryOptions({ queryKey: jobKeys.detail(id), queryFn: () => fetchJob(id) });

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}
