import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { siteKeys } from './site-keys';

/** A confirmed booking that runs past its site's licence, not yet over (docs/decisions/094). */
export type PastLicenceBooking = { booking_id: string; site_id: string; code: string; client_name: string; starts_on: string; ends_on: string; licence_ends_on: string };

/** Every such booking, or site `site`'s, soonest licence end first. */
export async function fetchBookingsPastLicence(site?: string): Promise<PastLicenceBooking[]> {
  const { data } = await supabase.rpc('bookings_past_licence', site ? { site } : {}).throwOnError();
  return data ?? [];
}

/** Under the sites' keys: a booking or licence changed anywhere invalidates them with the rest (siteKeys.all). */
export function useBookingsPastLicence(site?: string) {
  return useQuery({ queryKey: siteKeys.list({ pastLicence: site ?? 'all' }), queryFn: () => fetchBookingsPastLicence(site) });
}
