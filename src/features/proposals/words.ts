import type { ProposalLine } from './types';

/** How the proposal writes its days and links; a site's facts are the inventory's words (@/catalogue/site-labels). */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '5 Jan 2027', as the database's own sentences write a day (booking_date()). Written out rather than through
 * Intl: a page's first Intl formatter is a long task on a slow phone (docs/decisions/037).
 */
export function dayName(iso: string): string {
  return `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

/** The India calendar day of a moment (India keeps one offset all year, +05:30). */
export function indiaDay(moment: string): string {
  return new Date(Date.parse(moment) + 330 * 60_000).toISOString().slice(0, 10);
}

/** '5 Jan 2027 to 4 Feb 2027'. */
export const rangeName = (from: string, to: string): string => `${dayName(from)} to ${dayName(to)}`;

/** Google Maps at the site's coordinates. */
export const mapsHref = (line: Pick<ProposalLine, 'latitude' | 'longitude'>): string =>
  `https://www.google.com/maps/search/?api=1&query=${line.latitude},${line.longitude}`;
