/**
 * The lead lists of the back office ('Contact Submissions', festival bookings, resource downloads,
 * newsletter subscribers). Admin-only: only the lazy admin routes import this module.
 */
export { ContactsScreen, FestivalBookingsScreen, NewsletterSubscribersScreen, ResourceDownloadsScreen } from './components/LeadScreen';
