import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { figureKeys } from './figure-keys';

export type LeaseEnding = { lease_id: string; site_id: string; code: string; name: string; landlord_name: string; ends_on: string; notice_by: string };

/** How far ahead the dashboard looks for leases ending (docs/decisions/115). */
export const LEASE_DAYS = 90;

/** Leases ending within LEASE_DAYS days or past their notice day, soonest first (admins and accounts only). */
export async function fetchLeasesEnding(): Promise<LeaseEnding[]> {
  const { data } = await supabase.rpc('leases_ending', { days: LEASE_DAYS }).throwOnError();
  return data;
}

export function useLeasesEnding() {
  return useQuery({ queryKey: figureKeys.detail('leases-ending'), queryFn: fetchLeasesEnding });
}
