import { useMemo } from 'react';
import { useSchemaForm } from '@/components/form';
import type { OfferPackage } from '@/features/offers';
import { bookingSchema, emptyBooking, type Booking, type BookingInput } from './schemas';

/** The booking form's state, owned by the page so 'Book This Package' can set the preferred package. */
export function useBookingForm(packages: OfferPackage[]) {
  const names = packages.map((item) => item.name).join('\n');
  const schema = useMemo(() => bookingSchema(names.split('\n')), [names]);
  return useSchemaForm<BookingInput, Booking>(schema, emptyBooking(packages));
}

export type BookingForm = ReturnType<typeof useBookingForm>;
