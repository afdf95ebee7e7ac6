import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TablesInsert } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { fetchListPage, fetchListRows, type ListDefinition, type ListParams, type ListQuery, type ListSelection, type ListSource } from '@/lib/list-query';
import { supabase } from '@/lib/supabase';
import type { Site } from './fetch-sites';
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

const sitesSource: ListSource<Site> = (count) => supabase.from('sites').select('*', { count }) as unknown as ListQuery<Site>;

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
export function fetchAllAdminSites(selection: ListSelection): Promise<Site[]> {
  return fetchListRows(sitesSource, adminSitesList, selection);
}

/** One site by id, for its form and bookings. */
export async function fetchSiteById(id: string): Promise<Site> {
  const { data } = await supabase.from('sites').select('*').eq('id', id).single().throwOnError();
  return data;
}

export const adminSiteQueryOptions = (id: string) => queryOptions({ queryKey: siteKeys.detail(`id:${id}`), queryFn: () => fetchSiteById(id) });

export function useAdminSite(id: string | undefined) {
  return useQuery({ ...adminSiteQueryOptions(id ?? ''), enabled: Boolean(id) });
}

export type SiteInput = Omit<TablesInsert<'sites'>, 'id' | 'area_sqft' | 'created_at' | 'updated_at'>;

/** A duplicate code, as the form says it. */
export const DUPLICATE_CODE = 'Another site already has this code. Choose a different code.';

/** Inserts a new site (no id) or updates site `id`. A duplicate code becomes one clear sentence. */
export async function saveSite({ id, values }: { id?: string; values: SiteInput }): Promise<void> {
  const query = id ? supabase.from('sites').update(values).eq('id', id) : supabase.from('sites').insert(values);
  const result = await query.select('id');
  if (result.error?.code === '23505') throw new Error(DUPLICATE_CODE);
  expectWritten(result, 'site', 'save');
}

export function useSaveSite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSite, onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }) });
}

export function useDeleteSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => expectWritten(await supabase.from('sites').delete().eq('id', id).select('id'), 'site', 'delete'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
  });
}
