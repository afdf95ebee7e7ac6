import { PageMeta } from '@/components/PageMeta';

export default function BlogPostFormPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Blog Post" description="Blog Post" />
      <h1 className="text-3xl font-bold">Blog Post</h1>
    </section>
  );
}
