import { Send } from 'lucide-react';
import { Button } from '@/components/Button';
import {
  EmailField,
  FormAlert,
  FullNameField,
  PrivacyNote,
  SelectField,
  SpamTrapField,
  TextAreaField,
  TextField,
  useSpamGuard,
  useTimedFlag,
} from '@/components/form';
import type { PublicOffer } from '@/features/offers';
import { MESSAGE_MAX } from '@/lib/form-rules';
import { useCreateBooking } from '../api/create-booking';
import { defaultPackage, type Booking } from '../schemas';
import { sectionIds } from '../scroll';
import { useBookingForm } from '../useBookingForm';
import { site } from '@/config/site';

/** How long 'Booking Submitted Successfully!' stays before the form comes back (docs/product.md §9). */
export const BOOKING_SUCCESS_MS = 5000;

/**
 * The booking form (docs/product.md §4 and §5): the browser's required and e-mail checks, the insert into
 * festival_bookings naming the offer and its package, then the success view for 5 s and a fresh form on the most
 * popular package. A failure keeps what was typed and says so; the button is disabled while a booking is on its way.
 */
type BookingFormProps = {
  offer: PublicOffer;
  /** The preferred package: the page's, so 'Book This Package' can choose it and the packages can outline it. */
  selected: string;
  onSelect: (packageName: string) => void;
};

export function BookingForm({ offer, selected, onSelect }: BookingFormProps) {
  const mutation = useCreateBooking();
  const [booked, showBooked] = useTimedFlag(BOOKING_SUCCESS_MS);
  const guard = useSpamGuard();
  const { register, handleSubmit, reset, errors } = useBookingForm(offer.packages);
  // The select shows the page's choice; the form reads it from the element when it is sent.
  const { ref: packageRef, name: packageField } = register('preferred_package');

  const onSubmit = (booking: Booking) =>
    mutation.submit({ values: { ...booking, offer_id: offer.id }, signals: guard.signals() }, {
      onSuccess: () => {
        reset();
        onSelect(defaultPackage(offer.packages));
        guard.restart();
        showBooked();
      },
    });

  return (
    <section id={sectionIds.booking} aria-labelledby={sectionIds.bookingHeading} className="mx-auto max-w-3xl px-4 py-20">
      <div className="text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Book Your Slot</p>
        <h2 id={sectionIds.bookingHeading} tabIndex={-1} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-4xl">
          Reserve Your Festive Campaign
        </h2>
        <p className="mt-4 text-lg text-slate-600">Share a few details and our team will call you back within {site.replyTime}.</p>
      </div>
      <div className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {booked ? (
          <FormAlert tone="success" title="Booking Submitted Successfully!">
            Thank you! Our festive campaign team will call you within {site.replyTime} to confirm your package and sites.
          </FormAlert>
        ) : (
          <form onSubmit={handleSubmit(onSubmit)} className="relative grid gap-5 sm:grid-cols-2" aria-label="Festival booking">
            <SpamTrapField guard={guard} />
            {mutation.isError && (
              <div className="sm:col-span-2">
                <FormAlert tone="error" title="Your booking was not submitted">
                  {mutation.error.message}
                </FormAlert>
              </div>
            )}
            <FullNameField error={errors.name} {...register('name')} />
            <TextField
              label="Business Name"
              required
              autoComplete="organization"
              maxLength={200}
              error={errors.business_name}
              {...register('business_name')}
            />
            <TextField
              label="Phone Number"
              required
              type="tel"
              autoComplete="tel"
              maxLength={25}
              error={errors.phone}
              {...register('phone')}
            />
            <EmailField error={errors.email} {...register('email')} />
            <SelectField
              label="Preferred Package"
              required
              className="sm:col-span-2"
              error={errors.preferred_package}
              name={packageField}
              ref={packageRef}
              value={selected}
              onChange={(event) => onSelect(event.target.value)}
            >
              {/* A required select starts with an empty choice (HTML's rule); the form still opens on the most popular package. */}
              <option value="" disabled>
                Choose a package
              </option>
              {offer.packages.map((item) => (
                <option key={item.name} value={item.name}>
                  {item.name}
                </option>
              ))}
            </SelectField>
            <TextAreaField
              label="Message"
              rows={4}
              limit={MESSAGE_MAX}
              error={errors.message}
              className="sm:col-span-2"
              placeholder="Tell us about your business, locations and dates (optional)"
              {...register('message')}
            />
            <div className="sm:col-span-2">
              <PrivacyNote />
            </div>
            <div className="sm:col-span-2">
              <Button type="submit" size="lg" disabled={mutation.isPending} className="w-full">
                <Send aria-hidden="true" className="size-5" />
                {mutation.isPending ? 'Submitting...' : 'Submit Booking'}
              </Button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
