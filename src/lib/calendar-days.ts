/**
 * Calendar days as ISO strings ('2027-01-31'), computed in UTC so no time zone ever moves a day. Booking
 * dates are inclusive at both ends (docs/product.md §11). The media plan's estimate and a campaign's prices
 * count months the same way (monthsBetween: whole months, then days as thirtieths).
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

/**
 * Months from `from` to `to` (both included): whole calendar months from the start day, then the
 * remaining days as thirtieths, to two decimals. 1–31 Jan is 1; 15 Jan–14 Mar is 2; 1–15 Jan is 0.5.
 */
export function monthsBetween(from: string, to: string): number {
  const { months, days } = monthsAndDays(from, to);
  return Math.round((months + days / 30) * 100) / 100;
}

/** Whole calendar months from `from`, and the days after them, to `to` (both included): 15 Jan–24 Feb is 1 and 10. */
export function monthsAndDays(from: string, to: string): { months: number; days: number } {
  let months = 0;
  while (addDays(addMonths(from, months + 1), -1) <= to) months += 1;
  return { months, days: Math.max(daysBetween(addMonths(from, months), to), 0) };
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** How long a booking runs, as people say it: '2 months', '1 month and 10 days', '21 days'. */
export function durationText(from: string, to: string): string {
  const { months, days } = monthsAndDays(from, to);
  if (months === 0) return count(days, 'day');
  return days === 0 ? count(months, 'month') : `${count(months, 'month')} and ${count(days, 'day')}`;
}
