import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { CONFIRMED_STATUSES, type RevenueLine } from '../revenue';
import { figureKeys } from './figure-keys';

/**
 * The lines of confirmed, live and completed campaigns touching `from`–`to`, for the revenue by month. RLS lets only
 * those who sell read them (decision 053): the caller asks only for them.
 */
export async function fetchConfirmedLines(from: string, to: string): Promise<RevenueLine[]> {
  const { data } = await supabase
    .from('campaign_lines')
    .select('starts_on, ends_on, monthly_rate, discount_percent, campaign:campaigns!inner(status)')
    .in('campaign.status', [...CONFIRMED_STATUSES])
    .lte('starts_on', to)
    .gte('ends_on', from)
    .throwOnError();
  return data.map(({ starts_on, ends_on, monthly_rate, discount_percent }) => ({ starts_on, ends_on, monthly_rate, discount_percent }));
}

export function useConfirmedLines(from: string, to: string, enabled: boolean) {
  return useQuery({ queryKey: figureKeys.list({ view: 'confirmed-lines', from, to }), queryFn: () => fetchConfirmedLines(from, to), enabled });
}
