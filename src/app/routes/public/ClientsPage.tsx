import { PageMeta } from '@/components/PageMeta';

export default function ClientsPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Clients & Testimonials" description="Clients & Testimonials" />
      <h1 className="text-3xl font-bold">Clients & Testimonials</h1>
    </section>
  );
}
