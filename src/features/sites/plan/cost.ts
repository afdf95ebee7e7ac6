import { addDays, addMonths, daysBetween } from '../dates';

/**
 * The media plan's estimate (docs/product.md §11): monthly rate × months for each site with a rate,
 * sites on 'rate on request' listed apart, GST at 18% shown separately. An estimate, not a quote.
 */

export const GST_RATE = 0.18;

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

export type CostLine = { code: string; monthlyRate: number | null; from: string; to: string };
export type PlanEstimate = {
  /** Per site: its months and amount, null for rate on request. */
  lines: Array<{ code: string; months: number; amount: number | null }>;
  subtotal: number;
  gst: number;
  total: number;
  /** Codes of the sites whose rate is on request (not in the totals). */
  onRequest: string[];
};

export function estimatePlan(items: readonly CostLine[]): PlanEstimate {
  const lines = items.map((item) => {
    const months = monthsBetween(item.from, item.to);
    return { code: item.code, months, amount: item.monthlyRate === null ? null : Math.round(item.monthlyRate * months) };
  });
  const subtotal = lines.reduce((sum, line) => sum + (line.amount ?? 0), 0);
  const gst = Math.round(subtotal * GST_RATE);
  return { lines, subtotal, gst, total: subtotal + gst, onRequest: lines.filter((line) => line.amount === null).map((line) => line.code) };
}
