import { PageMeta } from '@/components/PageMeta';

export default function AdminLoginPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Admin Login" description="Admin Login" />
      <h1 className="text-3xl font-bold">Admin Login</h1>
    </section>
  );
}
