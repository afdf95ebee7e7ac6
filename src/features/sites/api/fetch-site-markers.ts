import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { publicData } from '@/lib/public-api';
import type { SiteFilters } from '../filters';
import type { Site } from './fetch-sites';
import { filteredSites, withoutPage } from './filtered-sites';
import { siteKeys } from './site-keys';

/** What a map marker needs, plus the columns the filters read (PostgREST filters a function's rows only by selected columns). */
export type SiteMarker = Pick<Site, 'id' | 'code' | 'name' | 'locality' | 'latitude' | 'longitude' | 'format' | 'lighting' | 'area_sqft' | 'monthly_rate'>;

const MARKER_COLUMNS = 'id, code, name, locality, latitude, longitude, format, lighting, area_sqft, monthly_rate';

/** Every matching site as a map marker: a few columns each, so 1,000 sites stay a small response. */
export async function fetchSiteMarkers(filters: SiteFilters): Promise<SiteMarker[]> {
  const client = await publicData();
  const { data } = await filteredSites((args) => client.rpc('sites_free_between', args).select(MARKER_COLUMNS), filters)
    .order('code', { ascending: true })
    .throwOnError();
  return data ?? [];
}

export const siteMarkersQueryOptions = (filters: SiteFilters) =>
  queryOptions({
    queryKey: siteKeys.list({ view: 'markers', ...withoutPage(filters) }),
    queryFn: () => fetchSiteMarkers(filters),
    placeholderData: keepPreviousData,
  });

export function useSiteMarkers(filters: SiteFilters) {
  return useQuery(siteMarkersQueryOptions(filters));
}
