/** The offers feature's public entry: what public routes and other features may import (docs/decisions/061). */
export type { Offer, OfferPackage } from './types';
export { bestDiscount, discountPercent } from './types';
export { fetchOffer, offerQueryOptions } from './api/fetch-offer';
export { fetchOffers, offerKeys, offersQueryOptions, type PublicOffer } from './api/fetch-offers';
export { useOffers } from './api/use-offers';
export { countdownParts, lastEndedOffer, nextOffer, offerDay, offerPhase, offerTime, runningOffer, type OfferPhase } from './offer-timing';
export { useClock } from './use-clock';
export { dismissOffer, useDismissedOffer } from './dismissed-offers';
