import { PageMeta } from '@/components/PageMeta';

export default function HomePage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Home" description="Home" />
      <h1 className="text-3xl font-bold">Home</h1>
    </section>
  );
}
