import { PageMeta } from '@/components/PageMeta';

export default function PrivacyPolicyPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Privacy Policy" description="Privacy Policy" />
      <h1 className="text-3xl font-bold">Privacy Policy</h1>
    </section>
  );
}
