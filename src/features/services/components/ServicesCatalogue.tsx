import { useSearchParams } from 'react-router';
import { serviceTeasers } from '@/catalogue';
import { FilterButtons } from '@/components/FilterButtons';
import { ServiceCard } from '@/components/ServiceCard';

const ALL = 'all';

/**
 * Every category with its services, and filter buttons (All Services or one category). The filter
 * lives in ?category= so it survives reloads; a #categoryId in the address scrolls to that category.
 */
export function ServicesCatalogue() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = serviceTeasers.find((category) => category.id === searchParams.get('category'))?.id ?? ALL;
  const shown = selected === ALL ? serviceTeasers : serviceTeasers.filter((category) => category.id === selected);

  const select = (categoryId: string) =>
    setSearchParams(categoryId === ALL ? {} : { category: categoryId }, { replace: true, preventScrollReset: true });

  const filters = [{ value: ALL, label: 'All Services' }, ...serviceTeasers.map((category) => ({ value: category.id, label: category.title }))];

  return (
    <div className="mx-auto max-w-7xl px-4 py-14">
      <FilterButtons label="Filter services by category" options={filters} selected={selected} onSelect={select} />
      <div className="mt-12 space-y-16">
        {shown.map((category, categoryIndex) => (
          <section key={category.id} id={category.id} aria-labelledby={`${category.id}-heading`}>
            <div className="max-w-3xl">
              <h2 id={`${category.id}-heading`} className="text-3xl font-bold tracking-tight text-slate-900">
                {category.title}
              </h2>
              <p className="mt-3 text-lg text-slate-600">{category.description}</p>
            </div>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {category.services.map((service, serviceIndex) => (
                <li key={service.id} className="flex">
                  {/* The first card can reach a phone's first screen; the others cannot. */}
                  <ServiceCard categoryId={category.id} service={service} belowPhoneFold={categoryIndex + serviceIndex > 0} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
