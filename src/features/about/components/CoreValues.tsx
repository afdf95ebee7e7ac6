import { Lightbulb, ShieldCheck, TrendingUp } from 'lucide-react';
import { IconCardGrid } from '@/components/IconCardGrid';
import { SectionHeading } from '@/components/SectionHeading';
import { coreValues } from '../content';

const icons = [Lightbulb, ShieldCheck, TrendingUp];
const values = coreValues.map((value, index) => ({ ...value, icon: icons[index] }));

export function CoreValues() {
  return (
    <section aria-labelledby="values-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-20">
        <SectionHeading id="values-heading" eyebrow="What We Stand For" title="Our Core Values" />
        <IconCardGrid items={values} columns="md:grid-cols-3" />
      </div>
    </section>
  );
}
