import { PageMeta } from '@/components/PageMeta';

export default function FestivalOfferPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Festival Offer 2025" description="Festival Offer 2025" />
      <h1 className="text-3xl font-bold">Festival Offer 2025</h1>
    </section>
  );
}
