import { leadRefusal, notifyAgency, type LeadSending } from '@/features/leads';
import type { TablesInsert } from '@/lib/database.types';
import { publicData } from '@/lib/public-api';
import { bookingErrorFallback, type Booking } from '../schemas';
import { useSubmission } from '@/lib/submission';

export function toBookingRow(booking: Booking): TablesInsert<'festival_bookings'> {
  return { ...booking, message: booking.message || null };
}

/** Saves the booking under an id of our own, then asks for the agency's notification of it. */
export async function createBooking({ values, signals }: LeadSending<Booking>): Promise<void> {
  const id = crypto.randomUUID();
  const { error } = await (await publicData()).from('festival_bookings').insert({ id, ...toBookingRow(values), ...signals });
  if (error) {
    // docs/product.md §8 logs booking errors; we also tell the visitor, in plain words, so nobody believes a
    // failed booking went through. The technical detail stays in the log.
    console.error('Festival booking failed:', error);
    throw new Error(leadRefusal(error, bookingErrorFallback));
  }
  void notifyAgency(id);
}

export function useCreateBooking() {
  return useSubmission(createBooking);
}
