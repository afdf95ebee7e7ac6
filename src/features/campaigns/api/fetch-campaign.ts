import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { CampaignWithLines } from './campaign-types';
import { campaignKeys } from './campaign-keys';

const DETAIL_SELECT =
  '*, confirmation, customer:customers!campaigns_customer_id_fkey(name), campaign_lines(*, site:sites!campaign_lines_site_id_fkey(id, code, name, locality, area_sqft, monthly_rate), booking:site_bookings!campaign_lines_booking_id_fkey(kind, expires_at))';

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
