import { PageMeta } from '@/components/PageMeta';

export default function SuccessStoryFormPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Success Story" description="Success Story" />
      <h1 className="text-3xl font-bold">Success Story</h1>
    </section>
  );
}
