import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '@/components/Button';
import { paths } from '@/config/paths';

/** Shown for a missing post and for a failed fetch alike (docs/product.md §8). */
export function BlogPostNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Blog Post Not Found</h1>
      <p className="mt-3 text-slate-700">The blog post you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <ButtonLink to={paths.blog} className="mt-8">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Blog
      </ButtonLink>
    </section>
  );
}
