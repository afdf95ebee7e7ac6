import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { publicNow } from '@/lib/publishing';
import { publicData } from '@/lib/public-api';
import { resourceKeys } from '@/lib/query-keys';
import { indiaToday } from '../opening-dates';

/** Keys of every job openings query; the back office's saves and live updates invalidate `openingKeys.all`. */
export const openingKeys = resourceKeys('job_openings');

/** What the public pages show of an opening (the publishing state and the creation time stay in the back office). */
export const PUBLIC_COLUMNS = 'id, slug, title, location, employment_type, description, closes_on, published_at, updated_at';
export type PublicOpening = Pick<Tables<'job_openings'>, 'id' | 'slug' | 'title' | 'location' | 'employment_type' | 'description' | 'closes_on' | 'published_at' | 'updated_at'>;

/** An agency this size has a handful of openings at a time; fifty is more than a page of cards. */
export const PUBLIC_OPENINGS_LIMIT = 50;

/**
 * The openings a visitor may see, newest first. Row-level security already hides drafts and scheduled openings
 * from visitors; the filter keeps them out for signed-in staff browsing the site too. Closed openings stay listed,
 * marked closed: their pages still open from a shared link.
 */
export async function fetchOpenings(): Promise<PublicOpening[]> {
  const { status, before } = publicNow();
  const { data } = await (await publicData())
    .from('job_openings')
    .select(PUBLIC_COLUMNS)
    .eq('status', status)
    .lte('published_at', before)
    .order('published_at', { ascending: false })
    .limit(PUBLIC_OPENINGS_LIMIT)
    .throwOnError();
  return data;
}

/**
 * The list with the India day it was read on: whether an opening is closed is reckoned against that day while a
 * prerendered page hydrates (the build's day), then against today (opening-dates.ts).
 */
export type OpeningsReading = { openings: PublicOpening[]; readOn: string };

export const openingsQueryOptions = () =>
  queryOptions({
    queryKey: openingKeys.list({ view: 'public' }),
    queryFn: async (): Promise<OpeningsReading> => ({ openings: await fetchOpenings(), readOn: indiaToday() }),
  });

export function useOpenings() {
  return useQuery(openingsQueryOptions());
}
