import { useSchemaForm } from '@/components/form';
import { bookingSchema, emptyBooking, type Booking, type BookingInput } from './schemas';

/** The booking form's state, owned by the page so 'Book This Package' can set the preferred package. */
export function useBookingForm() {
  return useSchemaForm<BookingInput, Booking>(bookingSchema, emptyBooking);
}

export type BookingForm = ReturnType<typeof useBookingForm>;
