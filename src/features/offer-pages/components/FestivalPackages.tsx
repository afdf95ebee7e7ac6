import { Check, Star } from 'lucide-react';
import { Button } from '@/components/Button';
import { SectionHeading } from '@/components/SectionHeading';
import { discountPercent, type OfferPackage } from '@/features/offers';
import { formatRupees } from '@/lib/numbers';
import { sectionIds } from '../scroll';

type FestivalPackagesProps = {
  packages: OfferPackage[];
  selected: string;
  /** None once the offer is over: its packages are shown, not sold. */
  onBook?: (packageName: string) => void;
};

/** The offer's packages; the selected one (the form's preferred package) is outlined. */
export function FestivalPackages({ packages, selected, onBook }: FestivalPackagesProps) {
  return (
    <section id={sectionIds.packages} aria-labelledby="packages-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-20">
        <SectionHeading
          id="packages-heading"
          eyebrow="Festival Packages"
          title="Choose Your Festive Package"
          description="Every package includes creative, printing, installation and photo proof. Prices are exclusive of GST."
        />
        <ul className={`mt-12 grid items-start gap-8 ${packages.length >= 3 ? 'lg:grid-cols-3' : 'md:grid-cols-2'}`}>
          {packages.map((item) => {
            const isSelected = selected === item.name;
            return (
              <li
                key={item.name}
                className={`relative flex flex-col rounded-2xl bg-white p-8 shadow-sm ring-2 ${isSelected ? 'ring-brand-700' : 'ring-slate-200'} ${item.popular ? 'lg:-mt-4 lg:pb-12 lg:shadow-xl' : ''}`}
              >
                {item.popular && (
                  <p className="absolute -top-4 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold whitespace-nowrap text-white">
                    <Star aria-hidden="true" className="size-4 fill-current" />
                    Most Popular
                  </p>
                )}
                <h3 className="text-xl font-bold text-slate-900">{item.name}</h3>
                <p className="mt-1 text-sm text-slate-600">{item.duration} campaign</p>
                <div className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <p className="text-4xl font-bold tracking-tight text-slate-900">
                    <span className="sr-only">Offer price </span>
                    {formatRupees(item.offer_price)}
                  </p>
                  <p className="text-lg text-slate-600 line-through">
                    <span className="sr-only">Original price </span>
                    {formatRupees(item.original_price)}
                  </p>
                </div>
                <p className="mt-3 inline-flex max-w-max rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">
                  {discountPercent(item)}% OFF · Save {formatRupees(item.original_price - item.offer_price)}
                </p>
                <ul className="mt-6 flex-1 space-y-3">
                  {item.features.map((feature) => (
                    <li key={feature} className="flex gap-3 text-slate-700">
                      <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                      {feature}
                    </li>
                  ))}
                </ul>
                {onBook && (
                  <Button
                    size="lg"
                    variant={item.popular ? 'primary' : 'secondary'}
                    className="mt-8 w-full"
                    aria-label={`Book This Package: ${item.name}`}
                    onClick={() => onBook(item.name)}
                  >
                    Book This Package
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
