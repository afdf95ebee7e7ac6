import { toUtc } from '@/lib/calendar-days';

/**
 * ISO days as visitors read them. Apart from the date arithmetic (dates.ts), which the sites list and the
 * plan's button need at once: these only show with an availability strip, a plan or a booking.
 */

// Made on first use: a page's first Intl formatter starts ICU, a long task on a slow machine
// (src/lib/numbers.ts), and a site's page shows its strip's dates only after hydration.
let monthFormat: Intl.DateTimeFormat | undefined;

/** 'January 2027'. */
export function monthName(iso: string): string {
  monthFormat ??= new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return monthFormat.format(new Date(toUtc(iso)));
}

/** Days as the database's sentences and the documents write them ('5 Sep 2027'), one rule for the whole site. */
export { dayName, rangeName } from '@/lib/day-names';
