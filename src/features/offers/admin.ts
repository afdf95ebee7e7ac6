/** The offers feature's back-office entry: only the lazy admin routes import it, so public pages never load it. */
export { AdminOfferList } from './components/admin/AdminOfferList';
export { OfferForm } from './components/admin/OfferForm';
export { adminOffersQueryOptions } from './api/fetch-admin-offers';
export { staffOfferQueryOptions } from './api/fetch-staff-offer';
