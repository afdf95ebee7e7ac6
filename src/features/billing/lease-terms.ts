/**
 * A lease's terms in words, as its page states them (docs/product.md §16 Leases, docs/decisions/115). Days are ISO
 * calendar days, counted in UTC so no time zone moves them.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/** `days` days after (or, below zero, before) day `iso`. */
export function addDays(iso: string, days: number): string {
  const date = dayOf(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return isoOf(date);
}

/** `months` months after day `iso`, on the month's last day when it has no such day (31 Jan + 1 month: 28 Feb), as Postgres adds them. */
export function addMonths(iso: string, months: number): string {
  const date = dayOf(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return isoOf(date);
}

/** The last day of a lock-in of `months` from day `starts_on`, or null with none. */
export const lockInUntil = (starts_on: string, months: number): string | null => (months > 0 ? addDays(addMonths(starts_on, months), -1) : null);

/** The last day to give notice: the end less the notice days, as leases_ending() counts it. */
export const noticeBy = (ends_on: string, days: number): string => addDays(ends_on, -days);

/** 'December 2026' for the month of day `iso`. */
export const monthName = (iso: string): string => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/** '5% every 12 months' ('every month' for 1). */
export const percentEscalation = (percent: number, months: number): string => `${percent}% every ${months === 1 ? 'month' : `${months} months`}`;
