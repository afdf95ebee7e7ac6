import { Lightbulb, ShieldCheck, TrendingUp } from 'lucide-react';
import { SectionHeading } from '@/components/SectionHeading';
import { coreValues } from '../content';

const icons = [Lightbulb, ShieldCheck, TrendingUp];

export function CoreValues() {
  return (
    <section aria-labelledby="values-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-20">
        <SectionHeading id="values-heading" eyebrow="What We Stand For" title="Our Core Values" />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {coreValues.map((value, index) => {
            const Icon = icons[index];
            return (
              <li key={value.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{value.title}</h3>
                <p className="mt-2 text-slate-600">{value.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
