import { SectionHeading } from '@/components/SectionHeading';
import { useLogError } from '@/lib/useLogError';
import { useTestimonials } from '../api/fetch-testimonials';
import { TestimonialCard } from './TestimonialCard';

export const HOME_TESTIMONIALS_LIMIT = 3;

/** Home section: the three newest testimonials; until there are some, the loading text (docs/product.md §2 "Home"). */
export function HomeTestimonials() {
  const { data, error } = useTestimonials();
  useLogError(error, 'Error fetching testimonials');
  const newest = (data ?? []).slice(0, HOME_TESTIMONIALS_LIMIT);
  return (
    <section aria-labelledby="home-testimonials" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl space-y-10 px-4">
        <SectionHeading
          id="home-testimonials"
          eyebrow="Testimonials"
          title="What Our Clients Say"
          description="Brands that trust us with their outdoor and on-ground campaigns."
        />
        {newest.length > 0 ? (
          <ul className="grid gap-6 md:grid-cols-3">
            {newest.map((testimonial) => (
              <li key={testimonial.id}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        ) : (
          // As tall as a row of cards, so the page does not jump when they arrive.
          <p role="status" className="flex min-h-72 items-center justify-center text-slate-600">
            Loading testimonials...
          </p>
        )}
      </div>
    </section>
  );
}
