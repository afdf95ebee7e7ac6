import type { Tables } from '@/lib/database.types';

/** One package of an offer, as `offers.packages` holds it (the database checks the shape: decision 061). */
export type OfferPackage = {
  name: string;
  duration: string;
  /** Whole rupees. */
  original_price: number;
  /** Whole rupees, at most the original price. */
  offer_price: number;
  features: string[];
  popular: boolean;
};

/** An offer row with its packages typed (the generated type says `Json`). */
export type Offer = Omit<Tables<'offers'>, 'packages'> & { packages: OfferPackage[] };

/** Percent off the original price, whole: computed from the two prices, never typed (docs/product.md §9). */
export function discountPercent({ original_price, offer_price }: Pick<OfferPackage, 'original_price' | 'offer_price'>): number {
  if (original_price <= 0 || offer_price >= original_price) return 0;
  return Math.round((1 - offer_price / original_price) * 100);
}

/** The largest discount of an offer's packages, for its short links and hero ('Up to 40% off'). */
export function bestDiscount(packages: OfferPackage[]): number {
  return Math.max(0, ...packages.map(discountPercent));
}
