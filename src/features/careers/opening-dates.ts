import { useSyncExternalStore } from 'react';
import { formatDate } from '@/lib/format';
import { indiaDay } from '@/lib/india-time';

/** Today's date in India ('2026-11-29'), wherever the browser is: openings close by the agency's calendar. */
export const indiaToday = (now: Date = new Date()): string => indiaDay(now.toISOString());

/**
 * Whether an opening no longer takes applications on `today` (an India day): `closes_on` is the last day it does,
 * as the database reckons it (screen_job_application()). Without a closing day it stays open.
 */
export const isClosed = (opening: { closes_on: string | null }, today: string): boolean => opening.closes_on !== null && opening.closes_on < today;

/** 'Jan 15, 2027': a closing day, as the site writes calendar days. */
export const openingDay = (day: string): string => formatDate(day);

/** 'Jan 15, 2027': the India day an opening was published on. */
export const postedDay = (publishedAt: string): string => formatDate(indiaDay(publishedAt));

const noSubscription = () => () => undefined;

/**
 * The India day a page reckons closing with: while a prerendered page hydrates, the day its data was read on (the
 * build's), so hydration renders what the build did; then today's, so an opening that closed since the build shows
 * closed a moment after the page loads.
 */
export function useIndiaToday(readOn: string): string {
  return useSyncExternalStore(noSubscription, indiaToday, () => readOn);
}
