/** The festival feature's public entry: what public routes and other features may import. */
export { FestivalOffer, OfferPage } from './components/FestivalOffer';
export { HomeOfferLink } from './components/HomeOfferLink';
export { readOfferPage, readOffers } from './offer-reads';
