import { rangeName } from './date-names';

/** How many bookings the question names before it counts the rest. */
const NAMED_AT_MOST = 5;

type ConfirmedBooking = { starts_on: string; ends_on: string; client_name: string };

/**
 * What deleting a site asks (docs/product.md §11, Admin 'Sites'). The site's bookings go with it, so confirmed ones,
 * which are sold campaigns, are named first: "CHN-OMR-014 has 2 confirmed bookings: 1 Dec 2026 to 31 Dec 2026,
 * Northstar; 1 Jan 2027 to 31 Jan 2027, Acme." A site with none gets the plain question.
 */
export function deleteSiteQuestion(code: string, confirmed: readonly ConfirmedBooking[]): string {
  const question = `Delete site ${code} and all its bookings? This cannot be undone.`;
  if (confirmed.length === 0) return question;
  const named = confirmed.slice(0, NAMED_AT_MOST).map((booking) => `${rangeName(booking.starts_on, booking.ends_on)}, ${booking.client_name}`);
  const rest = confirmed.length - named.length;
  const list = rest > 0 ? `${named.join('; ')}; and ${rest} more` : named.join('; ');
  const count = `${confirmed.length} confirmed ${confirmed.length === 1 ? 'booking' : 'bookings'}`;
  return `${code} has ${count}: ${list}. ${question}`;
}
