import { ArrowLeft, SearchX } from 'lucide-react';
import { ButtonLink } from '@/components/Button';
import { paths } from '@/config/paths';

/** Shown when the category or the service in the address is not in the catalogue. */
export function ServiceNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <SearchX aria-hidden="true" className="size-14 text-brand-700" />
      <h1 className="mt-6 text-3xl font-bold text-slate-900 sm:text-4xl">Service Not Found</h1>
      <p className="mt-4 text-lg text-slate-600">The service you're looking for doesn't exist or has been moved.</p>
      <ButtonLink to={paths.services} size="lg" className="mt-8">
        <ArrowLeft aria-hidden="true" className="size-5" />
        Back to Services
      </ButtonLink>
    </section>
  );
}
