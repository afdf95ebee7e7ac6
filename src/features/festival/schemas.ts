import * as v from 'valibot';
import { defaultFestivalPackage, festivalPackages } from '@/catalogue';
import { looseTelephone, MESSAGE_MAX, requiredEmail, requiredText, tooLongMessage } from '@/lib/form-rules';

const packageNames = festivalPackages.map((item) => item.name);

/**
 * The booking form. The browser's own required and e-mail checks come first (docs/product.md §5); this
 * schema catches what they let through (blank spaces, a phone the database would refuse), so a
 * visitor sees a message next to the field instead of a failed booking.
 */
export const bookingSchema = v.object({
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

export type BookingInput = v.InferInput<typeof bookingSchema>;
export type Booking = v.InferOutput<typeof bookingSchema>;

export const emptyBooking: BookingInput = {
  name: '',
  business_name: '',
  phone: '',
  email: '',
  preferred_package: defaultFestivalPackage,
  message: '',
};

export const bookingErrorFallback = 'We could not submit your booking. Please try again.';
