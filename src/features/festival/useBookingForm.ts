import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { bookingSchema, emptyBooking, type Booking, type BookingInput } from './schemas';

/** The booking form's state, owned by the page so 'Book This Package' can set the preferred package. */
export function useBookingForm() {
  return useForm<BookingInput, unknown, Booking>({ resolver: zodResolver(bookingSchema), defaultValues: emptyBooking });
}

export type BookingForm = ReturnType<typeof useBookingForm>;
