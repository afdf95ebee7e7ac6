import { PageMeta } from '@/components/PageMeta';

export default function ServiceDetailPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Service" description="Service" />
      <h1 className="text-3xl font-bold">Service</h1>
    </section>
  );
}
