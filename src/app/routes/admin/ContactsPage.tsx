import { PageMeta } from '@/components/PageMeta';

export default function ContactsPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Contact Submissions" description="Contact Submissions" />
      <h1 className="text-3xl font-bold">Contact Submissions</h1>
    </section>
  );
}
