import { monthsBetween } from '@/lib/calendar-days';

/**
 * The media plan's estimate (docs/product.md §11): monthly rate × months for each site with a rate,
 * sites on 'rate on request' listed apart, GST at 18% shown separately. An estimate, not a quote.
 */

export const GST_RATE = 0.18;

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
