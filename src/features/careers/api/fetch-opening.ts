import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicNow } from '@/lib/publishing';
import { publicData } from '@/lib/public-api';
import { SLUG_PATTERN } from '@/lib/slug';
import { indiaToday } from '../opening-dates';
import { openingKeys, PUBLIC_COLUMNS, type PublicOpening } from './fetch-openings';

/** One visible opening by its address, or null. An address the table could not hold is not sent. */
export async function fetchOpening(slug: string): Promise<PublicOpening | null> {
  if (slug.length > 80 || !SLUG_PATTERN.test(slug)) return null;
  const { status, before } = publicNow();
  const { data } = await (await publicData())
    .from('job_openings')
    .select(PUBLIC_COLUMNS)
    .eq('slug', slug)
    .eq('status', status)
    .lte('published_at', before)
    .maybeSingle()
    .throwOnError();
  return data;
}

/** The opening (null: none visible at that address) and the India day it was read on (see OpeningsReading). */
export type OpeningReading = { opening: PublicOpening | null; readOn: string };

/** The public page's read, apart from any back-office read of the same row. */
export const openingQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...openingKeys.detail(slug), 'public'] as const,
    queryFn: async (): Promise<OpeningReading> => ({ opening: await fetchOpening(slug), readOn: indiaToday() }),
  });

export function useOpening(slug: string) {
  return useQuery(openingQueryOptions(slug));
}
