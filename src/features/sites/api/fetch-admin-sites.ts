import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchListPage, fetchListRows, type ListDefinition, type ListParams, type ListQuery, type ListSelection, type ListSource } from '@/lib/list-query';
import { supabase } from '@/lib/supabase';
import type { AdminSiteRow } from './admin-site-types';
import { siteKeys } from './site-keys';

/**
 * The back office's sites (docs/product.md §2, Sites): every site, published or not, through the list layer
 * (search by code, name or locality with trigram indexes; filters; sort; pages; CSV export).
 */
export const adminSitesList: ListDefinition = {
  searchColumns: ['code', 'name', 'locality'].map((column) => ({ column, kind: 'text' as const })),
  defaultSort: { column: 'code', direction: 'asc' },
  sortColumns: ['name', 'locality', 'monthly_rate', 'updated_at'],
};

// The licence comes with each row for the 'Licence' column: site_licences is staff-only (RLS), and only this back-office
// list asks for it; the public pages never do (docs/decisions/054).
const sitesSource: ListSource<AdminSiteRow> = (count) =>
  supabase.from('sites').select('*, licence:site_licences(valid_until, stability_valid_until)', { count }) as unknown as ListQuery<AdminSiteRow>;

export const adminSitesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: siteKeys.list({ view: 'admin', ...params }),
    queryFn: () => fetchListPage(sitesSource, adminSitesList, params),
    placeholderData: keepPreviousData,
  });

export function useAdminSites(params: ListParams) {
  return useQuery(adminSitesQueryOptions(params));
}

/** Every site the search and filters match, for 'Export CSV'. */
export function fetchAllAdminSites(selection: ListSelection): Promise<AdminSiteRow[]> {
  return fetchListRows(sitesSource, adminSitesList, selection);
}
