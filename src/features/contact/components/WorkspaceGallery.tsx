import { BelowPhoneFoldImage } from '@/components/BelowPhoneFoldImage';
import { SectionHeading } from '@/components/SectionHeading';

const photos = [
  { src: '/images/site/workspace/studio.svg', title: 'Design Studio', alt: 'Designers at their screens in our studio' },
  { src: '/images/site/workspace/meeting-room.svg', title: 'Meeting Room', alt: 'A campaign report on screen in our meeting room' },
  { src: '/images/site/workspace/production.svg', title: 'Print Production', alt: 'A large-format printer producing a hoarding' },
  { src: '/images/site/workspace/installation.svg', title: 'Installation Crew', alt: 'Our crew mounting a billboard' },
];

/** Four pictures of where the work happens. */
export function WorkspaceGallery() {
  return (
    <section aria-labelledby="workspace-heading" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="workspace-heading" eyebrow="Our Workspace" title="Where Campaigns Come to Life" />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {photos.map((photo) => (
          <li key={photo.src}>
            <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white">
              <BelowPhoneFoldImage src={photo.src} alt={photo.alt} width={600} height={400} className="aspect-[3/2] w-full object-cover" />
              <figcaption className="px-4 py-3 font-semibold text-slate-900">{photo.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
