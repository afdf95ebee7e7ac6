import { PageMeta } from '@/components/PageMeta';

export default function GalleryFormPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Gallery Image" description="Gallery Image" />
      <h1 className="text-3xl font-bold">Gallery Image</h1>
    </section>
  );
}
