import { supabase } from '@/lib/supabase';

/** Campaign `campaignId`'s status now, or null when it cannot be read. */
export async function fetchCampaignStatus(campaignId: string): Promise<string | null> {
  const { data } = await supabase.from('campaigns').select('status').eq('id', campaignId).maybeSingle().throwOnError();
  return data?.status ?? null;
}
