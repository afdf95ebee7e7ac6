import { indiaDayAndTime } from './india-time';

/**
 * ISO days written as the database's own sentences write them (booking_date(), to_char 'FMDD Mon YYYY'):
 * '5 Jan 2027'. Written out rather than through Intl: a page's first Intl formatter is a long task on a slow
 * phone (docs/decisions/037), and en-IN's Intl writes September 'Sept', which the database does not.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '5 Jan 2027'. */
export function dayName(iso: string): string {
  return `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

/** '5 Jan 2027 to 4 Feb 2027'. */
export const rangeName = (from: string, to: string): string => `${dayName(from)} to ${dayName(to)}`;

/** A moment as a document dates it, in India time: '25 Nov 2026, 4:25 pm IST'. */
export function indiaMomentName(moment: string): string {
  const { day, time } = indiaDayAndTime(new Date(moment));
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${dayName(day)}, ${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'} IST`;
}
