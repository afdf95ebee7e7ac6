import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables, TablesInsert } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { fetchListPage, fetchListRows, type ListDefinition, type ListParams, type ListQuery, type ListSelection, type ListSource } from '@/lib/list-query';
import { supabase } from '@/lib/supabase';
import type { SiteLicenceInput } from '../schemas';
import type { Site } from './fetch-sites';
import { siteKeys } from './site-keys';

export type SiteLicence = Tables<'site_licences'>;
/** The licence's days, as the Sites list shows them. */
export type LicenceDays = Pick<SiteLicence, 'valid_until' | 'stability_valid_until'>;
/** A row of the back office's Sites list: the site and its licence's days (null without a licence). */
export type AdminSiteRow = Site & { licence: LicenceDays | null };
/** One site for its form and bookings, with its licence (null without one). */
export type AdminSite = Site & { licence: SiteLicence | null };

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

/** One site by id with its licence, for its form and bookings. */
export async function fetchSiteById(id: string): Promise<AdminSite> {
  const { data } = await supabase.from('sites').select('*, licence:site_licences(*)').eq('id', id).single().throwOnError();
  return data;
}

export const adminSiteQueryOptions = (id: string) => queryOptions({ queryKey: siteKeys.detail(`id:${id}`), queryFn: () => fetchSiteById(id) });

export function useAdminSite(id: string | undefined) {
  return useQuery({ ...adminSiteQueryOptions(id ?? ''), enabled: Boolean(id) });
}

export type SiteInput = Omit<TablesInsert<'sites'>, 'id' | 'area_sqft' | 'created_at' | 'updated_at'>;

/** A duplicate code, as the form says it. */
export const DUPLICATE_CODE = 'Another site already has this code. Choose a different code.';

/** Inserts a new site (no id) or updates site `id`, and returns its id. A duplicate code becomes one clear sentence. */
export async function saveSite({ id, values }: { id?: string; values: SiteInput }): Promise<string> {
  const query = id ? supabase.from('sites').update(values).eq('id', id) : supabase.from('sites').insert(values);
  const result = await query.select('id');
  if (result.error?.code === '23505') throw new Error(DUPLICATE_CODE);
  expectWritten(result, 'site', 'save');
  return (result.data as { id: string }[])[0]!.id;
}

/**
 * Stores site `siteId`'s licence (one row a site: an upsert by site_id), or removes it when the form's 'Licence'
 * fieldset was cleared (docs/product.md §11). Called after the site is saved, so a new site has its id.
 */
export async function saveSiteLicence({ siteId, licence }: { siteId: string; licence: SiteLicenceInput | null }): Promise<void> {
  if (licence) {
    expectWritten(await supabase.from('site_licences').upsert({ site_id: siteId, ...licence }, { onConflict: 'site_id' }).select('id'), 'licence', 'save');
  } else {
    await supabase.from('site_licences').delete().eq('site_id', siteId).throwOnError();
  }
}

export function useSaveSite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSite, onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }) });
}

export function useSaveSiteLicence() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSiteLicence, onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }) });
}

export function useDeleteSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => expectWritten(await supabase.from('sites').delete().eq('id', id).select('id'), 'site', 'delete'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
  });
}
