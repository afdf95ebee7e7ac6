import { PageMeta } from '@/components/PageMeta';

export default function ServicesPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Our Services" description="Our Services" />
      <h1 className="text-3xl font-bold">Our Services</h1>
    </section>
  );
}
