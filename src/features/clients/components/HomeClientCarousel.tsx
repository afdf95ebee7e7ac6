import { SectionHeading } from '@/components/SectionHeading';
import { useLogError } from '@/lib/useLogError';
import { useClients } from '../api/fetch-clients';
import { ClientCarousel } from './ClientCarousel';

/** Home section 'Trusted by Leading Brands'. A failed fetch is logged and leaves an empty list (docs/product.md §8). */
export function HomeClientCarousel() {
  const { data, error, isPending } = useClients();
  useLogError(error, 'Error fetching clients');
  const clients = data ?? [];
  if (!isPending && clients.length === 0) return null;
  return (
    <section aria-labelledby="home-clients" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl space-y-10 px-4">
        <SectionHeading id="home-clients" eyebrow="Our clients" title="Trusted by Leading Brands" />
        {isPending ? (
          // The row's height plus the controls', held while loading.
          <div aria-busy="true" className="h-44 animate-pulse rounded-xl bg-slate-200/70 motion-reduce:animate-none" />
        ) : (
          <ClientCarousel clients={clients} />
        )}
      </div>
    </section>
  );
}
