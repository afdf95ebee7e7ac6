import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '@/components/Button';
import { PageMeta } from '@/components/PageMeta';
import { paths } from '@/config/paths';

/** An address with no visible opening, and a failed read alike (as a blog post's page, docs/product.md §8). */
export function OpeningNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <PageMeta title="Opening Not Found" description="The job opening you're looking for doesn't exist or has been filled." noindex />
      <h1 className="text-3xl font-bold text-slate-900">Opening Not Found</h1>
      <p className="mt-3 text-slate-700">The job opening you&apos;re looking for doesn&apos;t exist or has been filled.</p>
      <ButtonLink to={paths.careers} className="mt-8">
        <ArrowLeft aria-hidden="true" className="size-4" />
        See Our Openings
      </ButtonLink>
    </section>
  );
}
