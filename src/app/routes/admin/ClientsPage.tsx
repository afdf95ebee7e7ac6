import { PageMeta } from '@/components/PageMeta';

export default function ClientsPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Clients" description="Clients" />
      <h1 className="text-3xl font-bold">Clients</h1>
    </section>
  );
}
