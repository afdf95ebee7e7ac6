import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables, TablesInsert } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { siteKeys } from './site-keys';

export type SiteBooking = Tables<'site_bookings'>;
export type BookingInput = Pick<TablesInsert<'site_bookings'>, 'starts_on' | 'ends_on' | 'kind' | 'client_name' | 'note'>;

/** What the database's overlap constraint (site_bookings_no_overlap) means, in one sentence for the form. */
export const OVERLAP_REFUSAL = 'This site already has a confirmed booking on some of these dates. Choose other dates, or change that booking first.';

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

/** Every hold and booking touching `from`–`to` of the sites `siteIds`: the board's cells. */
export async function fetchBookingsBetween(siteIds: readonly string[], from: string, to: string): Promise<SiteBooking[]> {
  if (siteIds.length === 0) return [];
  const { data } = await supabase.from('site_bookings').select('*').in('site_id', [...siteIds]).lte('starts_on', to).gte('ends_on', from).throwOnError();
  return data;
}

export function useBookingsBetween(siteIds: readonly string[], from: string, to: string) {
  return useQuery({
    queryKey: siteKeys.list({ view: 'board-bookings', siteIds, from, to }),
    queryFn: () => fetchBookingsBetween(siteIds, from, to),
    enabled: siteIds.length > 0,
  });
}

/** Adds a booking to site `siteId` (no id) or changes booking `id`; an overlap is refused with OVERLAP_REFUSAL. */
export async function saveBooking({ siteId, id, values }: { siteId: string; id?: string; values: BookingInput }): Promise<void> {
  const query = id ? supabase.from('site_bookings').update(values).eq('id', id) : supabase.from('site_bookings').insert({ ...values, site_id: siteId });
  const result = await query.select('id');
  if (result.error?.code === '23P01') throw new Error(OVERLAP_REFUSAL);
  expectWritten(result, 'booking', 'save');
}

export function useSaveBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBooking, onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }) });
}

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => expectWritten(await supabase.from('site_bookings').delete().eq('id', id).select('id'), 'booking', 'delete'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
  });
}
