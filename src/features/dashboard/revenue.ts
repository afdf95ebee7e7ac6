import { priceLine } from '@/features/campaigns';
import { addMonths, daysBetween, firstOfMonth, lastOfMonth } from '@/lib/calendar-days';

/** Campaign statuses whose lines are sold: their money is the agency's (decision 053's statuses). */
export const CONFIRMED_STATUSES = ['confirmed', 'live', 'completed'] as const;

/** How many months the dashboard's revenue shows: this month and the next five. */
export const REVENUE_MONTHS = 6;

export type RevenueLine = { starts_on: string; ends_on: string; monthly_rate: number; discount_percent: number };
export type MonthRevenue = { month: string; amount: number };

/** The first days of `count` months from the month of `day`. */
export function monthsFrom(day: string, count = REVENUE_MONTHS): string[] {
  return Array.from({ length: count }, (_, index) => addMonths(firstOfMonth(day), index));
}

/**
 * Confirmed revenue by calendar month: each line priced by the campaigns' one pricing module (decision 053), its
 * media less its discount (printing and mounting are one-off costs passed on, GST is the state's), split across the
 * months it runs in by its days in each. Each month's share is rounded so a line's shares add up to its amount.
 */
export function revenueByMonth(lines: readonly RevenueLine[], months: readonly string[]): MonthRevenue[] {
  const totals = new Map(months.map((month) => [month, 0]));
  for (const line of lines) {
    // Printing and mounting are left out, so the rates that price them do not matter here.
    const priced = priceLine({ ...line, area_sqft: null }, { rates: { gst_percent: 0, printing_per_sqft: 0, mounting_per_sqft: 0 }, include_printing: false, include_mounting: false });
    const amount = priced.media - priced.discount;
    const days = daysBetween(line.starts_on, line.ends_on);
    let given = 0;
    let daysSoFar = 0;
    for (let month = firstOfMonth(line.starts_on); month <= line.ends_on; month = addMonths(month, 1)) {
      const from = month > line.starts_on ? month : line.starts_on;
      const last = lastOfMonth(month);
      const to = last < line.ends_on ? last : line.ends_on;
      daysSoFar += daysBetween(from, to);
      // Cumulative rounding: the shares always add up to the line's amount.
      const share = Math.round((amount * daysSoFar) / days) - given;
      given += share;
      if (totals.has(month)) totals.set(month, (totals.get(month) ?? 0) + share);
    }
  }
  return months.map((month) => ({ month, amount: totals.get(month) ?? 0 }));
}
