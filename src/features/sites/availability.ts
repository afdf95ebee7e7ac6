import { addDays, addMonths, firstOfMonth, lastOfMonth, overlaps } from '@/lib/calendar-days';

/**
 * Whether a site is free, held or booked on given days, from the dates visitors may see
 * (`site_taken_dates()`: ranges and hold/confirmed, nothing else; docs/decisions/033).
 */

export type TakenRange = { starts_on: string; ends_on: string; kind: string };
export type DayStatus = 'free' | 'held' | 'booked';

/** One run of days with the same status inside a month. */
export type StatusRun = { status: DayStatus; from: string; to: string };
export type MonthAvailability = { month: string; days: number; runs: StatusRun[] };

export const statusLabels: Record<DayStatus, string> = { free: 'Free', held: 'Held', booked: 'Booked' };

/** A confirmed booking outranks a hold: the day is booked. */
export function statusOn(day: string, taken: readonly TakenRange[]): DayStatus {
  let status: DayStatus = 'free';
  for (const range of taken) {
    if (range.starts_on > day || range.ends_on < day) continue;
    if (range.kind === 'confirmed') return 'booked';
    status = 'held';
  }
  return status;
}

/** The status over a whole range: booked if any day is booked, held if any is held, else free. */
export function statusBetween(from: string, to: string, taken: readonly TakenRange[]): DayStatus {
  const touching = taken.filter((range) => overlaps({ from, to }, { from: range.starts_on, to: range.ends_on }));
  if (touching.some((range) => range.kind === 'confirmed')) return 'booked';
  return touching.length > 0 ? 'held' : 'free';
}

/** `count` months from the month of `start`, each as runs of free, held and booked days. */
export function monthlyAvailability(start: string, taken: readonly TakenRange[], count = 6): MonthAvailability[] {
  const months: MonthAvailability[] = [];
  for (let index = 0; index < count; index += 1) {
    const month = addMonths(firstOfMonth(start), index);
    const last = lastOfMonth(month);
    const runs: StatusRun[] = [];
    let days = 0;
    for (let day = month; day <= last; day = addDays(day, 1)) {
      days += 1;
      const status = statusOn(day, taken);
      const run = runs[runs.length - 1];
      if (run && run.status === status) run.to = day;
      else runs.push({ status, from: day, to: day });
    }
    months.push({ month, days, runs });
  }
  return months;
}
