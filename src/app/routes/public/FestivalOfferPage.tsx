import { PageMeta } from '@/components/PageMeta';
import { FestivalOffer } from '@/features/festival';

export default function FestivalOfferPage() {
  return (
    <>
      <PageMeta
        title="Festival Offer 2025"
        description="Festive outdoor advertising packages in Chennai: up to 40% off and savings up to ₹1,00,000. Offer valid till Jan 31, 2025."
      />
      <FestivalOffer />
    </>
  );
}
