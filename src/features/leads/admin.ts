/**
 * The leads of the back office: the Leads inbox, the four lead lists ('Contact Submissions', festival
 * bookings, resource downloads, newsletter subscribers), the unread count and the live notice.
 * Admin-only: only the lazy admin routes and the admin layout import this module.
 */
export { ContactsScreen, FestivalBookingsScreen, NewsletterSubscribersScreen, ResourceDownloadsScreen } from './components/LeadScreen';
export { LeadsInboxScreen } from './components/LeadsInbox';
export { NewLeadNotice, UnreadLeadsBadge, UnreadLeadsCard } from './components/LiveLeads';
