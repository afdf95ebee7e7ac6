import { PageMeta } from '@/components/PageMeta';

export default function SuccessStoriesPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Success Stories" description="Success Stories" />
      <h1 className="text-3xl font-bold">Success Stories</h1>
    </section>
  );
}
