import { PageMeta } from '@/components/PageMeta';

export default function AboutPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="About Us" description="About Us" />
      <h1 className="text-3xl font-bold">About Us</h1>
    </section>
  );
}
