import { PageMeta } from '@/components/PageMeta';

export default function BlogPostsPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Blog Posts" description="Blog Posts" />
      <h1 className="text-3xl font-bold">Blog Posts</h1>
    </section>
  );
}
