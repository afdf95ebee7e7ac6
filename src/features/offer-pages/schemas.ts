import * as v from 'valibot';
import type { OfferPackage } from '@/features/offers';
import { looseTelephone, MESSAGE_MAX, requiredEmail, requiredText, tooLongMessage } from '@/lib/form-rules';

/**
 * The booking form for an offer's packages. The browser's own required and e-mail checks come first
 * (docs/product.md §5); this schema catches what they let through (blank spaces, a phone the database would
 * refuse), so a visitor sees a message next to the field instead of a failed booking. The database checks the
 * package against the offer again (festival_booking_of_offer()).
 */
export function bookingSchema(packageNames: string[]) {
  return v.object({
    name: requiredText('Name is required'),
    business_name: requiredText('Business name is required'),
    phone: looseTelephone(),
    email: requiredEmail(),
    preferred_package: v.pipe(
      v.string(),
      v.check((value) => packageNames.includes(value), 'Please choose a package'),
    ),
    message: v.pipe(v.string(), v.trim(), v.maxLength(MESSAGE_MAX, tooLongMessage(MESSAGE_MAX))),
  });
}

export type BookingInput = v.InferInput<ReturnType<typeof bookingSchema>>;
export type Booking = v.InferOutput<ReturnType<typeof bookingSchema>>;

/** The form opens on the offer's most popular package, else its first. */
export function defaultPackage(packages: OfferPackage[]): string {
  return (packages.find((item) => item.popular) ?? packages[0])?.name ?? '';
}

export function emptyBooking(packages: OfferPackage[]): BookingInput {
  return { name: '', business_name: '', phone: '', email: '', preferred_package: defaultPackage(packages), message: '' };
}

export const bookingErrorFallback = 'We could not submit your booking. Please try again.';
