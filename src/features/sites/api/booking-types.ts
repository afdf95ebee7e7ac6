import type { Tables, TablesInsert } from '@/lib/database.types';

export type SiteBooking = Tables<'site_bookings'>;
export type BookingInput = Pick<TablesInsert<'site_bookings'>, 'starts_on' | 'ends_on' | 'kind' | 'client_name' | 'note' | 'overrides_hold_of'>;

/** Whether a hold has passed its expiry: it counts for nothing, before the scheduled tidy removes it (decision 053). */
export const isLapsedHold = (booking: Pick<SiteBooking, 'kind' | 'expires_at'>, now: Date = new Date()): boolean =>
  booking.kind === 'hold' && booking.expires_at !== null && Date.parse(booking.expires_at) <= now.getTime();
