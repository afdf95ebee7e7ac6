import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { campaignKeys } from './campaign-keys';

/** One step of a campaign's history (docs/decisions/088): written only by the database's functions. */
export type CampaignEvent = Pick<Tables<'campaign_events'>, 'id' | 'kind' | 'at' | 'by_name' | 'note'>;

/** Campaign `campaign`'s history, oldest first. */
export async function fetchCampaignHistory(campaign: string): Promise<CampaignEvent[]> {
  const { data } = await supabase.from('campaign_events').select('id, kind, at, by_name, note').eq('campaign_id', campaign).order('at').throwOnError();
  return data;
}

export function useCampaignHistory(campaign: string) {
  return useQuery(queryOptions({ queryKey: [...campaignKeys.detail(campaign), 'history'], queryFn: () => fetchCampaignHistory(campaign) }));
}
