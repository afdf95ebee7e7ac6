import { useMutation } from '@tanstack/react-query';
import type { TablesInsert } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { bookingErrorFallback, type Booking } from '../schemas';

export function toBookingRow(booking: Booking): TablesInsert<'festival_bookings'> {
  return { ...booking, message: booking.message || null };
}

export async function createBooking(booking: Booking): Promise<void> {
  const { error } = await supabase.from('festival_bookings').insert(toBookingRow(booking));
  if (error) {
    // docs/product.md §8 logs booking errors; we also tell the visitor, in plain words, so nobody believes a
    // failed booking went through. The technical detail stays in the log.
    console.error('Festival booking failed:', error);
    throw new Error(bookingErrorFallback);
  }
}

export function useCreateBooking() {
  return useMutation({ mutationFn: createBooking });
}
