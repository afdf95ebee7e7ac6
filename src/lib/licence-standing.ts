import { daysBetween, today } from '@/lib/calendar-days';

/** How far ahead a licence's end is worth a warning: the dashboard lists the same window (docs/decisions/054). */
export const LICENCE_WARNING_DAYS = 60;

export type LicenceStanding = { kind: 'ended' } | { kind: 'ending' | 'current'; text: string };

/**
 * A licence or certificate valid until `validUntil` (its last valid day), seen on `on`: ended once that day has
 * passed; 'Ends today', 'Ends in 1 day', … 'Ends in 60 days' within the warning window; else current, with the
 * same words. The sites list and the dashboard both say it this way.
 */
export function licenceStanding(validUntil: string, on: string = today()): LicenceStanding {
  if (validUntil < on) return { kind: 'ended' };
  const left = daysBetween(on, validUntil) - 1;
  const text = left === 0 ? 'Ends today' : `Ends in ${left} ${left === 1 ? 'day' : 'days'}`;
  return { kind: left > LICENCE_WARNING_DAYS ? 'current' : 'ending', text };
}
