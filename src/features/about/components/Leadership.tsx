import { ResponsiveImage } from '@/components/ResponsiveImage';
import { SectionHeading } from '@/components/SectionHeading';
import { leaders } from '../content';

export function Leadership() {
  return (
    <section aria-labelledby="leadership-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-20">
        <SectionHeading id="leadership-heading" eyebrow="Leadership" title="The People Behind Your Campaigns" />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {leaders.map((leader) => (
            <li
              key={leader.name}
              className="flex items-start gap-4 overflow-hidden rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:block sm:p-0"
            >
              <ResponsiveImage
                src={leader.image}
                alt={`Portrait of ${leader.name}`}
                width={400}
                height={400}
                className="size-24 shrink-0 rounded-full sm:aspect-square sm:size-auto sm:w-full sm:rounded-none"
              />
              <div className="sm:p-5">
                <h3 className="text-lg font-semibold text-slate-900">{leader.name}</h3>
                <p className="text-sm font-medium text-brand-700">{leader.role}</p>
                <p className="mt-3 text-sm text-slate-600">{leader.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
