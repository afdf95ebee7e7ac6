import { Eye, ShoppingBag, Sparkles, Trophy } from 'lucide-react';
import { SectionHeading } from '@/components/SectionHeading';

const reasons = [
  { icon: ShoppingBag, title: 'Peak Spending Season', text: 'Households plan their biggest purchases of the year around Pongal, Deepavali and the wedding season.' },
  { icon: Eye, title: 'Crowded Streets', text: 'T. Nagar, Purasawalkam and the malls see record footfall; your brand is on the way in.' },
  { icon: Sparkles, title: 'Festive Recall', text: 'Festive creative is remembered long after the season, building goodwill that lasts.' },
  { icon: Trophy, title: 'Beat Competitors to It', text: 'Prime sites sell out early. Booking now locks the best locations at offer prices.' },
];

export function FestivalReasons() {
  return (
    <section aria-labelledby="reasons-heading" className="mx-auto max-w-7xl px-4 py-20">
      <SectionHeading
        id="reasons-heading"
        eyebrow="Why Advertise Now"
        title="The Season When Chennai Is Ready to Buy"
        description="Festive weeks bring the year’s highest footfall and spending. Be seen where the shoppers are."
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-lg bg-rose-50 text-rose-700">
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
