import { Eye, ShoppingBag, Sparkles, Trophy } from 'lucide-react';
import { IconCardGrid, type IconCardItem } from '@/components/IconCardGrid';
import { SectionHeading } from '@/components/SectionHeading';

const reasons: IconCardItem[] = [
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
      <IconCardGrid items={reasons} columns="sm:grid-cols-2 lg:grid-cols-4" tone="rose" />
    </section>
  );
}
