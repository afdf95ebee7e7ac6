import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { siteCostKeys } from './site-cost-keys';

const METER = 'id,name,connection_number,shares:power_meter_shares(site_id,share_percent,site:sites(code,name)),bills:power_bills(id,bill_number,billed_on,period_from,period_to,amount_paise)';

/** The power meters, the sites each lights with their shares, and their bills (docs/decisions/116). */
export async function fetchPowerMeters() {
  const { data } = await supabase.from('power_meters').select(METER).order('name').order('period_from', { referencedTable: 'power_bills', ascending: false }).throwOnError();
  return data;
}

export type PowerMeter = Awaited<ReturnType<typeof fetchPowerMeters>>[number];

export function usePowerMeters(enabled: boolean) {
  return useQuery({ queryKey: siteCostKeys.meters(), queryFn: fetchPowerMeters, enabled });
}
