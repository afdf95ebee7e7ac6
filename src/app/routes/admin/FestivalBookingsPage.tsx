import { PageMeta } from '@/components/PageMeta';

export default function FestivalBookingsPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Festival Bookings" description="Festival Bookings" />
      <h1 className="text-3xl font-bold">Festival Bookings</h1>
    </section>
  );
}
