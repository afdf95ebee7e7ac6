import { BarChart3, MapPinned, ShieldCheck, Sparkles } from 'lucide-react';
import { IconCardGrid, type IconCardItem } from '@/components/IconCardGrid';
import { SectionHeading } from '@/components/SectionHeading';

const reasons: IconCardItem[] = [
  {
    icon: MapPinned,
    title: 'Prime Locations',
    text: 'Our own sites across Chennai, each listed with its free dates, and partner media in 50+ cities, chosen by traffic counts, not guesswork.',
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
      <IconCardGrid items={reasons} columns="sm:grid-cols-2 lg:grid-cols-4" />
    </section>
  );
}
