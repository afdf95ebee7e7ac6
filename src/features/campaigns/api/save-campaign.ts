import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesInsert } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { campaignKeys } from './campaign-keys';

export type CampaignValues = Pick<TablesInsert<'campaigns'>, 'title' | 'customer_id' | 'contact_id' | 'owner_id' | 'include_printing' | 'include_mounting' | 'terms' | 'valid_until' | 'advance_paise'>;
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
