import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/Button';
import { goToSection, sectionIds } from '../scroll';
import { useBookingForm } from '../useBookingForm';
import { BookingForm } from './BookingForm';
import { FestivalContact } from './FestivalContact';
import { FestivalHero } from './FestivalHero';
import { FestivalPackages } from './FestivalPackages';
import { FestivalReasons } from './FestivalReasons';
import { FestivalStats } from './FestivalStats';

/** The /festivaloffer2025 landing page, in the order of docs/product.md §2. */
export function FestivalOffer() {
  const form = useBookingForm();
  const selected = form.values.preferred_package;

  /** 'Book This Package': select it, make it the form's preferred package, go to the form. */
  const book = (packageName: string) => {
    form.setValue('preferred_package', packageName);
    goToSection(sectionIds.booking, sectionIds.bookingHeading);
  };

  return (
    <>
      <FestivalHero />
      <FestivalReasons />
      <FestivalPackages selected={selected} onBook={book} />
      <FestivalStats />
      <BookingForm form={form} />
      <FestivalContact />
      <section className="bg-gradient-to-r from-brand-800 to-rose-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-3xl font-bold tracking-tight">Don’t Miss the Festive Rush</h2>
            <p className="mt-3 text-lg text-rose-50">Offer valid till Jan 31, 2025. The best sites go first.</p>
          </div>
          <Button size="lg" variant="light" onClick={() => goToSection(sectionIds.booking, sectionIds.bookingHeading)}>
            Book Your Package
            <ArrowRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </section>
    </>
  );
}
