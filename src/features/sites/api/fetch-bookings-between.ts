import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { SiteBooking } from './booking-types';
import { siteKeys } from './site-keys';

/**
 * Every hold and booking touching `from`–`to` of the sites `siteIds`: the board's cells. A hold past its expiry
 * counts for nothing (docs/decisions/053), so it is left out here, before the scheduled tidy removes it.
 */
export async function fetchBookingsBetween(siteIds: readonly string[], from: string, to: string, now: Date = new Date()): Promise<SiteBooking[]> {
  if (siteIds.length === 0) return [];
  const { data } = await supabase
    .from('site_bookings')
    .select('*')
    .in('site_id', [...siteIds])
    .lte('starts_on', to)
    .gte('ends_on', from)
    .or(`expires_at.is.null,expires_at.gt."${now.toISOString()}"`)
    .throwOnError();
  return data;
}

export function useBookingsBetween(siteIds: readonly string[], from: string, to: string) {
  return useQuery({
    queryKey: siteKeys.list({ view: 'board-bookings', siteIds, from, to }),
    queryFn: () => fetchBookingsBetween(siteIds, from, to),
    enabled: siteIds.length > 0,
  });
}
