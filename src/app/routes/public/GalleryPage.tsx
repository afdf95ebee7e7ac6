import { PageMeta } from '@/components/PageMeta';

export default function GalleryPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta title="Project Gallery" description="Project Gallery" />
      <h1 className="text-3xl font-bold">Project Gallery</h1>
    </section>
  );
}
