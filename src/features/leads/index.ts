export { FestivalBookingsScreen, NewsletterSubscribersScreen, ResourceDownloadsScreen } from './components/LeadScreen';
