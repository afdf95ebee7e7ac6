import { PageMeta } from '@/components/PageMeta';

export default function ClientFormPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Client" description="Client" />
      <h1 className="text-3xl font-bold">Client</h1>
    </section>
  );
}
