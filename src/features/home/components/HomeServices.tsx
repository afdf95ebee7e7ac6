import { ArrowRight } from 'lucide-react';
import { featuredServices } from '@/catalogue';
import { ButtonLink } from '@/components/Button';
import { SectionHeading } from '@/components/SectionHeading';
import { ServiceCard } from '@/components/ServiceCard';
import { paths } from '@/config/paths';

/** Up to six cards: the first two services of each category (docs/product.md §2 "Home"). */
export function HomeServices() {
  return (
    <section aria-labelledby="home-services-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-20">
        <SectionHeading
          id="home-services-heading"
          eyebrow="Our Services"
          title="Media for Every Moment of the Day"
          description="From the morning commute to the weekend mall visit, we put your brand where your customers are."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featuredServices().map(({ category, service }) => (
            <li key={service.id} className="flex">
              <ServiceCard categoryId={category.id} categoryTitle={category.title} service={service} belowPhoneFold />
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <ButtonLink to={paths.services} variant="secondary" size="lg">
            View All Services
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
