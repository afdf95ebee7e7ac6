import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicData } from '@/lib/public-api';
import { siteKeys } from './site-keys';

export type LocalityCount = { locality: string; sites: number };

/** The localities of published sites with their counts, A to Z: the locality filter's choices. */
export async function fetchLocalities(): Promise<LocalityCount[]> {
  const { data } = await (await publicData()).rpc('site_localities').throwOnError();
  return data ?? [];
}

export const siteLocalitiesQueryOptions = () => queryOptions({ queryKey: siteKeys.list({ view: 'localities' }), queryFn: fetchLocalities });

export function useSiteLocalities() {
  return useQuery(siteLocalitiesQueryOptions());
}
