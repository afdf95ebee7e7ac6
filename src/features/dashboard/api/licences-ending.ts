import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { figureKeys } from './figure-keys';

export type LicenceEnding = { site_id: string; code: string; name: string; what: string; ends_on: string };

/** How far ahead the dashboard looks for licences and certificates ending (decision 054). */
export const LICENCE_DAYS = 60;

/** Licences and stability certificates ending within LICENCE_DAYS days, or ended, soonest first. */
export async function fetchLicencesEnding(): Promise<LicenceEnding[]> {
  const { data } = await supabase.rpc('licences_ending', { days: LICENCE_DAYS }).throwOnError();
  return data ?? [];
}

export function useLicencesEnding() {
  return useQuery({ queryKey: figureKeys.detail('licences-ending'), queryFn: fetchLicencesEnding });
}
