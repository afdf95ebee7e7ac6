import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicData } from '@/lib/public-api';
import type { PlanSite } from '../plan/plan-store';
import { siteKeys } from './site-keys';

/**
 * Today's facts of a plan's sites (docs/decisions/048): name, locality and monthly rate of each one still
 * published. A code missing from the answer is a site withdrawn since it was added.
 */
export async function fetchPlanSites(codes: readonly string[]): Promise<PlanSite[]> {
  if (codes.length === 0) return [];
  const { data } = await (await publicData())
    .from('sites')
    .select('code, name, locality, monthly_rate')
    .in('code', [...codes])
    // Staff browsing the site read unpublished sites too; a buyer's plan offers only published ones.
    .eq('published', true)
    .throwOnError();
  return (data ?? []).map((site) => ({ code: site.code, name: site.name, locality: site.locality, monthlyRate: site.monthly_rate }));
}

export const planSitesQueryOptions = (codes: readonly string[]) => {
  const sorted = [...codes].sort();
  return queryOptions({
    queryKey: siteKeys.list({ view: 'plan-sites', codes: sorted }),
    queryFn: () => fetchPlanSites(sorted),
    enabled: sorted.length > 0,
    // Read when the plan opens, whatever an earlier page cached.
    staleTime: 0,
  });
};

export function usePlanSites(codes: readonly string[]) {
  return useQuery(planSitesQueryOptions(codes));
}
