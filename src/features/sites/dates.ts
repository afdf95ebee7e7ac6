/**
 * Calendar days as ISO strings ('2027-01-31'), computed in UTC so no time zone ever moves a day. Booking
 * dates are inclusive at both ends (docs/product.md §11).
 */

const DAY_MS = 86_400_000;

/** Midnight UTC of the ISO day, in milliseconds. */
export const toUtc = (iso: string): number => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const fromUtc = (time: number): string => new Date(time).toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  return fromUtc(toUtc(iso) + days * DAY_MS);
}

/** The same day `months` later, clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const date = new Date(toUtc(iso));
  const day = date.getUTCDate();
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return fromUtc(target.getTime());
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1;
}

export function firstOfMonth(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

export function lastOfMonth(iso: string): string {
  return addDays(addMonths(firstOfMonth(iso), 1), -1);
}

/** Today in the visitor's calendar (not UTC's), as an ISO day. */
export function today(now: Date = new Date()): string {
  return fromUtc(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** Whether the inclusive ranges share at least one day. */
export function overlaps(a: { from: string; to: string }, b: { from: string; to: string }): boolean {
  return a.from <= b.to && b.from <= a.to;
}
