import { BarChart3, MapPinned, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '@/components/SectionHeading';

const reasons: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: MapPinned,
    title: 'Prime Locations',
    text: '300+ hoarding faces and partner media in 50+ cities, chosen by traffic counts, not guesswork.',
  },
  {
    icon: Sparkles,
    title: 'Creative That Works',
    text: 'An in-house studio that writes for three-second glances, in Tamil and English.',
  },
  {
    icon: ShieldCheck,
    title: 'End-to-End Execution',
    text: 'Permits, printing, installation, promoters and upkeep handled by one accountable team.',
  },
  {
    icon: BarChart3,
    title: 'Measurable Results',
    text: 'Geo-tagged photo proof, GPS tracking and reports that show what every rupee delivered.',
  },
];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-20">
      <SectionHeading
        id="why-heading"
        eyebrow="Why Choose Us"
        title="A Partner That Delivers on the Ground"
        description="For more than a decade, brands have trusted us to put their message in front of the right people, in the right place."
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
