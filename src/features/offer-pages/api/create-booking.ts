import { saveLead, type LeadSending } from '@/features/leads';
import type { TablesInsert } from '@/lib/database.types';
import { bookingErrorFallback, type Booking } from '../schemas';
import { useSubmission } from '@/lib/submission';

export type OfferBooking = Booking & { offer_id: string };

export function toBookingRow(booking: OfferBooking): TablesInsert<'festival_bookings'> {
  return { ...booking, message: booking.message || null };
}

/**
 * Saves the booking as a lead, for the offer the page showed (it keeps that offer even if the offer ended while
 * the form was filled in: docs/product.md §9). docs/product.md §8 logs booking errors (saveLead does); the visitor
 * is also told, in plain words, so nobody believes a failed booking went through.
 */
export function createBooking({ values, signals }: LeadSending<OfferBooking>): Promise<string> {
  return saveLead({ table: 'festival_bookings', row: toBookingRow(values), signals, fallback: bookingErrorFallback });
}

export function useCreateBooking() {
  return useSubmission(createBooking);
}
