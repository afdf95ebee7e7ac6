import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables, TablesInsert } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { fetchListPage, type ListDefinition, type ListParams, type ListQuery, type ListSource } from '@/lib/list-query';
import { supabase } from '@/lib/supabase';
import type { PricingRates } from '../pricing';
import { campaignKeys, campaignSiteKeys, salesSettingsKeys, sellerKeys } from './campaign-keys';

export type Campaign = Tables<'campaigns'>;
export type CampaignLine = Tables<'campaign_lines'>;
export type SalesSettings = Tables<'sales_settings'>;

/** The site facts a line shows and prices with. */
export type LineSite = Pick<Tables<'sites'>, 'id' | 'code' | 'name' | 'locality' | 'area_sqft' | 'monthly_rate'>;
/** The booking a line holds: its hold's expiry tells a lapsed hold (decision 090). */
export type LineBooking = Pick<Tables<'site_bookings'>, 'kind' | 'expires_at'>;
export type CampaignLineWithSite = CampaignLine & { site: LineSite | null; booking?: LineBooking | null };
export type CampaignWithLines = Campaign & { customer: { name: string } | null; campaign_lines: CampaignLineWithSite[] };

/** A list row: enough of its lines to show when it starts and what it totals. */
export type CampaignListRow = Campaign & {
  customer: { name: string } | null;
  campaign_lines: Array<Pick<CampaignLine, 'starts_on' | 'ends_on' | 'monthly_rate' | 'list_rate' | 'discount_percent'> & { site: Pick<LineSite, 'area_sqft'> | null }>;
};

/** 'Campaigns' (docs/product.md §13): search by reference, title or customer, filter by status, newest first. */
export const campaignsList: ListDefinition = {
  searchColumns: [
    { column: 'reference', kind: 'text' },
    { column: 'title', kind: 'text' },
    // Kept by the database from the customer's name (campaign_customer_name()).
    { column: 'customer_name', kind: 'text' },
  ],
  defaultSort: { column: 'created_at', direction: 'desc' },
  sortColumns: ['title', 'status'],
};

const LIST_SELECT = '*, customer:customers!campaigns_customer_id_fkey(name), campaign_lines(starts_on, ends_on, monthly_rate, list_rate, discount_percent, site:sites!campaign_lines_site_id_fkey(area_sqft))';
const campaignsSource: ListSource<CampaignListRow> = (count) => supabase.from('campaigns').select(LIST_SELECT, { count }) as unknown as ListQuery<CampaignListRow>;

export function useCampaigns(params: ListParams) {
  return useQuery(queryOptions({ queryKey: campaignKeys.list(params), queryFn: () => fetchListPage(campaignsSource, campaignsList, params), placeholderData: keepPreviousData }));
}

const DETAIL_SELECT =
  '*, customer:customers!campaigns_customer_id_fkey(name), campaign_lines(*, site:sites!campaign_lines_site_id_fkey(id, code, name, locality, area_sqft, monthly_rate), booking:site_bookings!campaign_lines_booking_id_fkey(kind, expires_at))';

export async function fetchCampaign(id: string): Promise<CampaignWithLines> {
  const { data } = await supabase
    .from('campaigns')
    .select(DETAIL_SELECT)
    .eq('id', id)
    .order('starts_on', { referencedTable: 'campaign_lines' })
    .single()
    .throwOnError();
  return data as unknown as CampaignWithLines;
}

export const campaignQueryOptions = (id: string) => queryOptions({ queryKey: campaignKeys.detail(id), queryFn: () => fetchCampaign(id) });

export function useCampaign(id: string | undefined) {
  return useQuery({ ...campaignQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** The one row of sales settings: rates, limits and default terms. */
export async function fetchSalesSettings(): Promise<SalesSettings> {
  const { data } = await supabase.from('sales_settings').select('*').single().throwOnError();
  return data;
}

export const salesSettingsQueryOptions = () => queryOptions({ queryKey: salesSettingsKeys.all, queryFn: fetchSalesSettings, staleTime: 5 * 60_000 });

export function useSalesSettings() {
  return useQuery(salesSettingsQueryOptions());
}

export type SalesSettingsInput = Omit<SalesSettings, 'id' | 'updated_at'>;

/** Admins change the settings (RLS: sales_settings_update_admin); a refusal is one sentence. */
export async function saveSalesSettings(values: SalesSettingsInput): Promise<void> {
  expectWritten(await supabase.from('sales_settings').update(values).eq('id', true).select('id'), 'settings', 'save');
}

export function useSaveSalesSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSalesSettings, onSuccess: () => queryClient.invalidateQueries({ queryKey: salesSettingsKeys.all }) });
}

/** The settings as pricing.ts takes them. */
export function pricingRates(settings: SalesSettings): PricingRates {
  return { gst_percent: Number(settings.gst_percent), printing_per_sqft: Number(settings.printing_rate_per_sqft), mounting_per_sqft: Number(settings.mounting_rate_per_sqft) };
}

export type Seller = { id: string; name: string };

/** Staff who can own a campaign (admins and sales): lead_workers(), since only admins read user_profiles. */
export function useSellers() {
  return useQuery({
    queryKey: sellerKeys.all,
    queryFn: async (): Promise<Seller[]> => {
      const { data, error } = await supabase.rpc('lead_workers');
      if (error) throw error;
      return data.map(({ id, email, full_name }) => ({ id, name: full_name || email }));
    },
    staleTime: 5 * 60_000,
  });
}

/** Sites by code, name or locality through the list layer, for a line's site choice. */
const siteSearchList: ListDefinition = {
  searchColumns: ['code', 'name', 'locality'].map((column) => ({ column, kind: 'text' as const })),
  defaultSort: { column: 'code', direction: 'asc' },
  count: 'planned',
};
const siteSearchSource: ListSource<LineSite> = (count) => supabase.from('sites').select('id, code, name, locality, area_sqft, monthly_rate', { count }) as unknown as ListQuery<LineSite>;

export function useSiteSearch(search: string) {
  return useQuery({
    queryKey: campaignSiteKeys.list({ search }),
    queryFn: () => fetchListPage(siteSearchSource, siteSearchList, { search, page: 1, pageSize: 8 }),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

export type CampaignValues = Pick<TablesInsert<'campaigns'>, 'title' | 'customer_id' | 'contact_id' | 'owner_id' | 'include_printing' | 'include_mounting' | 'terms' | 'valid_until'>;
export type LineValues = Pick<TablesInsert<'campaign_lines'>, 'site_id' | 'starts_on' | 'ends_on' | 'monthly_rate' | 'discount_percent' | 'discount_reason'> & { id?: string };

/** The database's overlap refusal (an exclusion constraint) as the form says it. */
export const OVERLAPPING_LINES = 'Two lines of the same site overlap: change the dates of one, or remove it.';

/**
 * Saves campaign `id` (the form makes the id, so a new campaign's page is known before it is saved) with its lines as
 * the form lists them, all or nothing: save_campaign() inserts or updates the campaign and adds, changes and removes
 * lines in one transaction (docs/decisions/055). Only a draft's lines change (the database refuses others).
 */
export async function saveCampaign({ id, values, lines }: { id: string; values: CampaignValues; lines: LineValues[] }): Promise<string> {
  const { error } = await supabase.rpc('save_campaign', { campaign_id: id, campaign: values, lines });
  if (error?.code === '23P01') throw new Error(OVERLAPPING_LINES, { cause: error });
  if (error) throw error;
  return id;
}

export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCampaign, onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }) });
}

/** Takes a sent proposal back: the link stops working, the holds go, and it is a draft again. */
export function useWithdrawProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (campaign: string) => {
      const { error } = await supabase.rpc('withdraw_proposal', { campaign });
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
