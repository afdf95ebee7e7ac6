import { BarChart3, Lightbulb, Rocket, Search } from 'lucide-react';

const steps = [
  {
    title: 'Discovery',
    icon: Search,
    text: 'We learn your brand, audience, budget and the neighbourhoods or cities where your customers live, work and travel.',
  },
  {
    title: 'Strategy',
    icon: Lightbulb,
    text: 'We pick the right mix of hoardings, transit, mobile and on-ground activations, with sites, timings and a clear media plan.',
  },
  {
    title: 'Execution',
    icon: Rocket,
    text: 'Our own crews print, mount and run the campaign, with geo-tagged photo proof of every site and activation.',
  },
  {
    title: 'Analysis',
    icon: BarChart3,
    text: 'We report reach, footfall, leads and sampling numbers against the goals we agreed, and what to improve next time.',
  },
] as const;

/** The static four-step partnership process of the /clients page. */
export function PartnershipProcess() {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map(({ title, icon: Icon, text }, step) => (
        <li key={title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <div className="flex items-center gap-3">
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">{step + 1}</span>
            <Icon aria-hidden="true" className="h-6 w-6 text-brand-600" />
          </div>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-slate-600">{text}</p>
        </li>
      ))}
    </ol>
  );
}
