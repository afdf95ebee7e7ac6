import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { publicData } from '@/lib/public-api';
import type { SiteFilters, SiteSort } from '../filters';
import { filteredSites } from './filtered-sites';
import { siteKeys } from './site-keys';

export type Site = Tables<'sites'>;

export const PUBLIC_PAGE_SIZE = 12;

const SORT_ORDER: Record<SiteSort, { column: string; ascending: boolean }> = {
  recommended: { column: 'code', ascending: true },
  'rate-asc': { column: 'monthly_rate', ascending: true },
  'rate-desc': { column: 'monthly_rate', ascending: false },
  'size-desc': { column: 'area_sqft', ascending: false },
  'traffic-desc': { column: 'daily_traffic', ascending: false },
};

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
