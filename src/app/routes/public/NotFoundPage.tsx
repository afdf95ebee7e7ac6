import { Home, Mail } from 'lucide-react';
import { ButtonLink } from '@/components/Button';
import { PageMeta } from '@/components/PageMeta';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <PageMeta title="Page Not Found" description="404 Page Not Found" noindex />
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">404 Page Not Found</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-600">The page you are looking for doesn’t exist or has been moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home} size="lg">
          <Home aria-hidden="true" className="size-5" />
          Go to Homepage
        </ButtonLink>
        <ButtonLink to={paths.contact} size="lg" variant="secondary">
          <Mail aria-hidden="true" className="size-5" />
          Contact Us
        </ButtonLink>
      </div>
    </section>
  );
}
