/** The newsletter feature's public entry: what public routes and other features may import. */
export { NewsletterSignup } from './components/NewsletterSignup';
export { NewsletterPopup } from './components/NewsletterPopup';
