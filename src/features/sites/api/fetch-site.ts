import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicData } from '@/lib/public-api';
import type { Site } from './fetch-sites';
import { siteKeys } from './site-keys';

/** One site by its code; null when there is none (or it is not published, for visitors). */
export async function fetchSiteByCode(code: string): Promise<Site | null> {
  const { data } = await (await publicData()).from('sites').select('*').eq('code', code).maybeSingle().throwOnError();
  return data;
}

export const siteQueryOptions = (code: string) => queryOptions({ queryKey: siteKeys.detail(code), queryFn: () => fetchSiteByCode(code) });

export function useSite(code: string) {
  return useQuery(siteQueryOptions(code));
}
