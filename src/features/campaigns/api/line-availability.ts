import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { campaignSiteKeys } from './campaign-keys';

/** Another booking of a line's site on some of its days: a confirmed one stops the send, a hold does not. */
export type OtherBooking = Pick<Tables<'site_bookings'>, 'id' | 'kind' | 'client_name' | 'starts_on' | 'ends_on' | 'expires_at'>;

/** Site `siteId`'s bookings on any day from `from` to `to`, but the lines' own (`own`), and holds that have lapsed. */
export async function fetchOtherBookings(siteId: string, from: string, to: string, own: string[]): Promise<OtherBooking[]> {
  let query = supabase
    .from('site_bookings')
    .select('id, kind, client_name, starts_on, ends_on, expires_at')
    .eq('site_id', siteId)
    .lte('starts_on', to)
    .gte('ends_on', from)
    .or(`kind.eq.confirmed,expires_at.gt."${new Date().toISOString()}"`)
    .order('starts_on');
  if (own.length > 0) query = query.not('id', 'in', `(${own.join(',')})`);
  const { data } = await query.throwOnError();
  return data;
}

/** A line's other bookings while its dates are chosen (docs/product.md §13), read again as they change. */
export function useOtherBookings(siteId: string, from: string, to: string, own: string[], enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...campaignSiteKeys.all, 'bookings', siteId, from, to, own],
      queryFn: () => fetchOtherBookings(siteId, from, to, own),
      enabled,
      placeholderData: keepPreviousData,
    }),
  );
}
