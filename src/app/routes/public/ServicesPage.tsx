import { CallToAction } from '@/components/CallToAction';
import { PageHero } from '@/components/PageHero';
import { PageMeta } from '@/components/PageMeta';
import { ServicesCatalogue } from '@/features/services';

export default function ServicesPage() {
  return (
    <>
      <PageMeta
        title="Our Services"
        description="Billboards, unipoles, van and lookwalker campaigns, bus, train and airport media, mall and cinema advertising, and BTL activations in Chennai."
      />
      <PageHero
        eyebrow="Services"
        title="Our Services"
        description="Outdoor, mobile, transport, ambient and BTL media: one partner to plan, buy, produce and prove your campaign."
      />
      <ServicesCatalogue />
      <CallToAction
        title="Not Sure Which Media Fits?"
        text="Tell us your audience and budget, and we will recommend the right mix of formats and locations."
      />
    </>
  );
}
