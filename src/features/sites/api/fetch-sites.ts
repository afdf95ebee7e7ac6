import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { publicData } from '@/lib/public-api';
import { freeRange, RATE_BANDS, type SiteFilters, type SiteSort } from '../filters';
import { siteKeys } from './site-keys';

export type Site = Tables<'sites'>;
/** What a map marker needs, plus the columns the filters read (PostgREST filters a function's rows only by selected columns). */
export type SiteMarker = Pick<Site, 'id' | 'code' | 'name' | 'locality' | 'latitude' | 'longitude' | 'format' | 'lighting' | 'area_sqft' | 'monthly_rate'>;

export const PUBLIC_PAGE_SIZE = 12;
const MARKER_COLUMNS = 'id, code, name, locality, latitude, longitude, format, lighting, area_sqft, monthly_rate';

const SORT_ORDER: Record<SiteSort, { column: string; ascending: boolean }> = {
  recommended: { column: 'code', ascending: true },
  'rate-asc': { column: 'monthly_rate', ascending: true },
  'rate-desc': { column: 'monthly_rate', ascending: false },
  'size-desc': { column: 'area_sqft', ascending: false },
  'traffic-desc': { column: 'daily_traffic', ascending: false },
};

type Filterable<Q> = {
  eq(column: string, value: string): Q;
  gte(column: string, value: number): Q;
  lt(column: string, value: number): Q;
};

/**
 * The filtered rows of published sites, in the database: `sites_free_between()` leaves out sites with a
 * hold or booking in the 'free between' range and PostgREST adds the other filters (indexed columns).
 */
function filteredSites<Q extends Filterable<Q>>(select: (range: { free_from?: string; free_to?: string }) => Q, filters: SiteFilters): Q {
  const range = freeRange(filters);
  let query = select(range ? { free_from: range.from, free_to: range.to } : {});
  if (filters.locality) query = query.eq('locality', filters.locality);
  if (filters.format) query = query.eq('format', filters.format);
  if (filters.lighting) query = query.eq('lighting', filters.lighting);
  if (filters.minArea) query = query.gte('area_sqft', filters.minArea);
  if (filters.rate) {
    const band = RATE_BANDS[filters.rate];
    query = query.gte('monthly_rate', band.min);
    if (band.max !== undefined) query = query.lt('monthly_rate', band.max);
  }
  return query;
}

/** The part of the filters a list depends on (not the page), so the markers are cached once for every page. */
const withoutPage = ({ page: _page, ...rest }: SiteFilters) => rest;

/** One page of matching sites, sorted, with the count of all that match (docs/product.md §11). */
export async function fetchSitesPage(filters: SiteFilters): Promise<{ rows: Site[]; total: number }> {
  const order = SORT_ORDER[filters.sort];
  const from = (filters.page - 1) * PUBLIC_PAGE_SIZE;
  const client = await publicData();
  const { data, count } = await filteredSites((args) => client.rpc('sites_free_between', args, { count: 'exact' }).select('*'), filters)
    // Sites without a rate or traffic figure come last either way; the code keeps pages stable.
    .order(order.column, { ascending: order.ascending, nullsFirst: false })
    .order('code', { ascending: true })
    .range(from, from + PUBLIC_PAGE_SIZE - 1)
    .throwOnError();
  return { rows: data ?? [], total: count ?? 0 };
}

export const sitesPageQueryOptions = (filters: SiteFilters) =>
  queryOptions({
    queryKey: siteKeys.list({ view: 'page', ...filters }),
    queryFn: () => fetchSitesPage(filters),
    placeholderData: keepPreviousData,
  });

export function useSitesPage(filters: SiteFilters) {
  return useQuery(sitesPageQueryOptions(filters));
}

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
