import { PageMeta } from '@/components/PageMeta';

export default function ContactPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Contact Us" description="Contact Us" />
      <h1 className="text-3xl font-bold">Contact Us</h1>
    </section>
  );
}
