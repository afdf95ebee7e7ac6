import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchListPage, type ListDefinition, type ListParams, type ListQuery, type ListSource } from '@/lib/list-query';
import { supabase } from '@/lib/supabase';
import type { CampaignListRow } from './campaign-types';
import { campaignKeys } from './campaign-keys';

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
