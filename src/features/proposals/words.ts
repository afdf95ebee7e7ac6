import type { ProposalLine } from './types';

/**
 * How the proposal writes its days and links; a site's facts are the inventory's words (@/catalogue/site-labels).
 * Days as the database's sentences write them, and in India time, as the proposal is dated (docs/product.md).
 */
export { dayName, rangeName } from '@/lib/day-names';
export { indiaDay } from '@/lib/india-time';

/** Google Maps at the site's coordinates. */
export const mapsHref = (line: Pick<ProposalLine, 'latitude' | 'longitude'>): string =>
  `https://www.google.com/maps/search/?api=1&query=${line.latitude},${line.longitude}`;
