import { indiaDayAndTime } from '@/lib/india-time';
import type { PublicOffer } from './api/fetch-offers';

/** Where an offer stands at `now`: not started, running, or over (docs/product.md §9). */
export type OfferPhase = 'upcoming' | 'running' | 'ended';

type Timed = Pick<PublicOffer, 'valid_from' | 'valid_until'>;

export function offerPhase(offer: Timed, now: number): OfferPhase {
  if (now < Date.parse(offer.valid_from)) return 'upcoming';
  return now < Date.parse(offer.valid_until) ? 'running' : 'ended';
}

/** The offer the festival page and the site's links show: of those running, the one that ends first. */
export function runningOffer<T extends Timed>(offers: T[], now: number): T | undefined {
  return offers
    .filter((offer) => offerPhase(offer, now) === 'running')
    .sort((a, b) => Date.parse(a.valid_until) - Date.parse(b.valid_until))[0];
}

/** The next offer to start, if one is announced. */
export function nextOffer<T extends Timed>(offers: T[], now: number): T | undefined {
  return offers
    .filter((offer) => offerPhase(offer, now) === 'upcoming')
    .sort((a, b) => Date.parse(a.valid_from) - Date.parse(b.valid_from))[0];
}

/** The offer that ended last. */
export function lastEndedOffer<T extends Timed>(offers: T[], now: number): T | undefined {
  return offers
    .filter((offer) => offerPhase(offer, now) === 'ended')
    .sort((a, b) => Date.parse(b.valid_until) - Date.parse(a.valid_until))[0];
}

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds from `now` to `until`; all zero once it has passed. */
export function countdownParts(until: string, now: number): CountdownParts {
  const total = Math.max(0, Math.floor((Date.parse(until) - now) / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor(total / 3600) % 24, minutes: Math.floor(total / 60) % 60, seconds: total % 60 };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An offer's day as the festival page has always written it ('Jan 31, 2025'), in India time wherever the visitor is. */
export function offerDay(moment: string): string {
  const { day } = indiaDayAndTime(new Date(moment));
  return `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}, ${day.slice(0, 4)}`;
}

/** '11:59 PM' India time: the hour an offer starts or ends, for the sentence screen readers hear instead of the ticking. */
export function offerTime(moment: string): string {
  const [hours, minutes] = indiaDayAndTime(new Date(moment)).time.split(':').map(Number) as [number, number];
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
