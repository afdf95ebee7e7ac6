import { PageMeta } from '@/components/PageMeta';

export default function NotFoundPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Page Not Found" description="Page Not Found" />
      <h1 className="text-3xl font-bold">Page Not Found</h1>
    </section>
  );
}
