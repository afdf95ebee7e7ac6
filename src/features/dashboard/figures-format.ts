import { licenceStanding } from '@/lib/licence-standing';
import { toUtc } from '@/lib/calendar-days';
import { indiaDay } from '@/lib/india-time';
import { formatIndianNumber } from '@/lib/numbers';

/**
 * The dashboard figures' words, written out rather than through Intl (src/lib/format.ts says why): days as the
 * bookings write them ('1 Dec 2026'), months in full ('December 2026').
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-12-01' → 'December 2026'. */
export function monthText(iso: string): string {
  const date = new Date(toUtc(iso));
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** '2026-12-01' → '1 Dec 2026'; a moment by its India day, as the campaign's page dates it: '2026-11-25T20:00:00Z' → '26 Nov 2026'. */
export function dayText(iso: string): string {
  const date = new Date(toUtc(iso.length > 10 ? indiaDay(iso) : iso));
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCFullYear()}`;
}

/** A month's occupancy: '42%' and '130 of 310 site-days' ('No published sites' when there are none). */
export function occupancyText(booked: number, total: number): { percent: string; days: string } {
  if (total <= 0) return { percent: '—', days: 'No published sites' };
  return { percent: `${Math.round((booked / total) * 100)}%`, days: `${formatIndianNumber(booked)} of ${formatIndianNumber(total)} site-days` };
}

/** When a licence or certificate ending on `endsOn` (its last valid day) ends, seen on `today`: 'Ended', 'Ends today', 'Ends in 40 days'. */
export function endingText(endsOn: string, today: string): { ended: boolean; text: string } {
  const standing = licenceStanding(endsOn, today);
  return standing.kind === 'ended' ? { ended: true, text: 'Ended' } : { ended: false, text: standing.text };
}
