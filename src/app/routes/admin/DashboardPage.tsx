import { PageMeta } from '@/components/PageMeta';

export default function DashboardPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Dashboard" description="Dashboard" />
      <h1 className="text-3xl font-bold">Dashboard</h1>
    </section>
  );
}
