import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables, TablesInsert } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { sendStaffNoticeEmails } from '@/lib/staff-notices';
import { supabase } from '@/lib/supabase';
import { siteKeys } from './site-keys';

export type SiteBooking = Tables<'site_bookings'>;
export type BookingInput = Pick<TablesInsert<'site_bookings'>, 'starts_on' | 'ends_on' | 'kind' | 'client_name' | 'note' | 'overrides_hold_of'>;

/**
 * What the database's overlap constraint (site_bookings_no_overlap) means, in one sentence for the form. The
 * database names the booking in the way itself (decision 046); this is for two confirmations at the same moment.
 */
export const OVERLAP_REFUSAL = 'This site already has a confirmed booking on some of these dates. Choose other dates, or change that booking first.';

/** A refusal with the database's own sentence, naming the booking or hold in the way (decision 046). */
export class BookingRefusal extends Error {
  /** The client whose hold is in the way: an admin may confirm over it by naming them. */
  readonly heldFor: string | null;

  constructor(message: string, heldFor: string | null) {
    super(message);
    this.heldFor = heldFor;
  }
}

function heldForOf(details: string | null | undefined): string | null {
  try {
    const parsed = JSON.parse(details ?? '') as { held_for?: unknown };
    return typeof parsed.held_for === 'string' ? parsed.held_for : null;
  } catch {
    return null;
  }
}

/** A site's holds and bookings, earliest first. */
export async function fetchSiteBookings(siteId: string): Promise<SiteBooking[]> {
  const { data } = await supabase.from('site_bookings').select('*').eq('site_id', siteId).order('starts_on').order('id').throwOnError();
  return data;
}

/**
 * The confirmed bookings of site `siteId`, earliest first: deleting the site deletes them too (the table's foreign key
 * cascades), so the delete's question names them (docs/product.md §11, Admin 'Sites').
 */
export async function fetchConfirmedBookings(siteId: string): Promise<Pick<SiteBooking, 'id' | 'starts_on' | 'ends_on' | 'client_name'>[]> {
  const { data } = await supabase
    .from('site_bookings')
    .select('id, starts_on, ends_on, client_name')
    .eq('site_id', siteId)
    .eq('kind', 'confirmed')
    .order('starts_on')
    .order('id')
    .throwOnError();
  return data;
}

export const siteBookingsQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: [...siteKeys.detail(`id:${siteId}`), 'bookings'] as const, queryFn: () => fetchSiteBookings(siteId) });

export function useSiteBookings(siteId: string) {
  return useQuery(siteBookingsQueryOptions(siteId));
}

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

/**
 * Adds a booking to site `siteId` (no id) or changes booking `id`. A booking or another client's hold in the way
 * is refused with the database's sentence (a BookingRefusal); an admin's confirmation over a hold tells the hold's
 * owner, by a notice the database leaves and notify-staff e-mails.
 */
export async function saveBooking({ siteId, id, values }: { siteId: string; id?: string; values: BookingInput }): Promise<void> {
  const query = id ? supabase.from('site_bookings').update(values).eq('id', id) : supabase.from('site_bookings').insert({ ...values, site_id: siteId });
  const result = await query.select('id');
  if (result.error?.code === '23P01') throw new BookingRefusal(OVERLAP_REFUSAL, null);
  if (result.error?.code === 'PT409') throw new BookingRefusal(result.error.message, heldForOf(result.error.details));
  expectWritten(result, 'booking', 'save');
  if (values.overrides_hold_of) sendStaffNoticeEmails();
}

export function useSaveBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBooking, onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }) });
}

/** Whether a hold has passed its expiry: it counts for nothing, before the scheduled tidy removes it (decision 053). */
export const isLapsedHold = (booking: Pick<SiteBooking, 'kind' | 'expires_at'>, now: Date = new Date()): boolean =>
  booking.kind === 'hold' && booking.expires_at !== null && Date.parse(booking.expires_at) <= now.getTime();

/** An admin gives a hold the settings' hold days more (extend_hold(), decision 053). */
export function useExtendHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await supabase.rpc('extend_hold', { booking: id }).throwOnError()).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
  });
}

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => expectWritten(await supabase.from('site_bookings').delete().eq('id', id).select('id'), 'booking', 'delete'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
  });
}
