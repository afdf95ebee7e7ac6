import { SectionHeading } from '@/components/SectionHeading';
import { milestones } from '../content';

export function Timeline() {
  return (
    <section aria-labelledby="timeline-heading" className="mx-auto max-w-4xl px-4 py-20">
      <SectionHeading id="timeline-heading" eyebrow="Our Journey" title="Milestones" />
      <ol className="relative mt-12 space-y-10 border-l-2 border-brand-100 pl-8">
        {milestones.map((milestone) => (
          <li key={milestone.year} className="relative">
            <span aria-hidden="true" className="absolute top-1 -left-[2.6rem] size-4 rounded-full border-4 border-white bg-brand-700 ring-2 ring-brand-100" />
            <p className="text-sm font-bold text-brand-700">{milestone.year}</p>
            <h3 className="mt-1 text-xl font-semibold text-slate-900">{milestone.title}</h3>
            <p className="mt-2 text-slate-600">{milestone.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
