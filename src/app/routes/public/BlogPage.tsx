import { PageMeta } from '@/components/PageMeta';

export default function BlogPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Blog" description="Blog" />
      <h1 className="text-3xl font-bold">Blog</h1>
    </section>
  );
}
