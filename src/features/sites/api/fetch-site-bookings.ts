import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { SiteBooking } from './booking-types';
import { siteKeys } from './site-keys';

/** A site's holds and bookings, earliest first. */
export async function fetchSiteBookings(siteId: string): Promise<SiteBooking[]> {
  const { data } = await supabase.from('site_bookings').select('*').eq('site_id', siteId).order('starts_on').order('id').throwOnError();
  return data;
}

export const siteBookingsQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: [...siteKeys.detail(`id:${siteId}`), 'bookings'] as const, queryFn: () => fetchSiteBookings(siteId) });

export function useSiteBookings(siteId: string) {
  return useQuery(siteBookingsQueryOptions(siteId));
}
