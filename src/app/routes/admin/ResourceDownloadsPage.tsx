import { PageMeta } from '@/components/PageMeta';

export default function ResourceDownloadsPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Resource Downloads" description="Resource Downloads" />
      <h1 className="text-3xl font-bold">Resource Downloads</h1>
    </section>
  );
}
