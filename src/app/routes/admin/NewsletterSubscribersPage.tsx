import { PageMeta } from '@/components/PageMeta';

export default function NewsletterSubscribersPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Newsletter Subscribers" description="Newsletter Subscribers" />
      <h1 className="text-3xl font-bold">Newsletter Subscribers</h1>
    </section>
  );
}
