import { PageMeta } from '@/components/PageMeta';

export default function TestimonialsPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Testimonials" description="Testimonials" />
      <h1 className="text-3xl font-bold">Testimonials</h1>
    </section>
  );
}
