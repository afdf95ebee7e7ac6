import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicData } from '@/lib/public-api';
import type { TakenRange } from '../availability';
import { addDays, addMonths, firstOfMonth, today } from '@/lib/calendar-days';
import { siteKeys } from './site-keys';

export type TakenDates = TakenRange & { code: string };
/** The taken dates from `from` on, and `from` itself: the strip starts there whenever the data was read. */
export type SiteAvailability = { from: string; taken: TakenDates[] };

/** Months the site page's availability strip shows. */
export const STRIP_MONTHS = 6;

/** Dates taken by holds and bookings of the sites `codes` between two days (dates only: docs/decisions/033). */
export async function fetchTakenDates(codes: readonly string[], from: string, to: string): Promise<TakenDates[]> {
  if (codes.length === 0) return [];
  const { data } = await (await publicData()).rpc('site_taken_dates', { from_date: from, to_date: to }).in('code', [...codes]).throwOnError();
  return (data ?? []).map(({ code, starts_on, ends_on, kind }) => ({ code, starts_on, ends_on, kind }));
}

/**
 * A site's next six months from the first of this month. The range is in the data, not the key, so a page
 * prerendered last month hydrates with what it was rendered from and then refetches.
 */
export const siteAvailabilityQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [...siteKeys.detail(code), 'availability'] as const,
    queryFn: async (): Promise<SiteAvailability> => {
      const from = firstOfMonth(today());
      return { from, taken: await fetchTakenDates([code], from, addDays(addMonths(from, STRIP_MONTHS), -1)) };
    },
  });

export function useSiteAvailability(code: string) {
  return useQuery(siteAvailabilityQueryOptions(code));
}

type PlannedDates = ReadonlyArray<{ code: string; from: string; to: string }>;

/** The taken dates of every site in a media plan over the plan's whole span. */
export const planTakenDatesQueryOptions = (items: PlannedDates) => {
  const codes = items.map((item) => item.code).sort();
  const from = items.reduce((min, item) => (item.from < min ? item.from : min), items[0]?.from ?? '');
  const to = items.reduce((max, item) => (item.to > max ? item.to : max), items[0]?.to ?? '');
  return queryOptions({
    queryKey: siteKeys.list({ view: 'plan-availability', codes, from, to }),
    queryFn: () => fetchTakenDates(codes, from, to),
    enabled: codes.length > 0,
  });
};

export function usePlanTakenDates(items: PlannedDates) {
  return useQuery(planTakenDatesQueryOptions(items));
}
