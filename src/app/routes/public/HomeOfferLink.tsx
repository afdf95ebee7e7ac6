/** The home page's link to the running offer, a chunk of its own (src/app/routes/public/HomePage.tsx). */
export { HomeOfferLink as default } from '@/features/offer-pages';
