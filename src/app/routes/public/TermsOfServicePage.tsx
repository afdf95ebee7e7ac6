import { PageMeta } from '@/components/PageMeta';

export default function TermsOfServicePage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Terms of Service" description="Terms of Service" />
      <h1 className="text-3xl font-bold">Terms of Service</h1>
    </section>
  );
}
