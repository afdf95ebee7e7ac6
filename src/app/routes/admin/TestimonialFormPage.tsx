import { PageMeta } from '@/components/PageMeta';

export default function TestimonialFormPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Testimonial" description="Testimonial" />
      <h1 className="text-3xl font-bold">Testimonial</h1>
    </section>
  );
}
