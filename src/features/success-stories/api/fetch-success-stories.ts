import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { resourceKeys } from '@/lib/query-keys';
import { publicData } from '@/lib/public-api';

export type SuccessStory = Tables<'success_stories'>;

export type SuccessStoriesFilter = { featuredOnly?: boolean };

/** Keys of every success stories query; mutations and live updates invalidate `successStoryKeys.all`. */
export const successStoryKeys = resourceKeys('success-stories');

/** Success stories newest first, optionally only the featured ones (docs/product.md §7). */
export async function fetchSuccessStories({ featuredOnly = false }: SuccessStoriesFilter = {}): Promise<SuccessStory[]> {
  let query = publicData().from('success_stories').select('*');
  if (featuredOnly) query = query.eq('featured', true);
  const { data } = await query.order('created_at', { ascending: false }).throwOnError();
  return data;
}

export const successStoriesQueryOptions = (filter: SuccessStoriesFilter = {}) =>
  queryOptions({
    queryKey: successStoryKeys.list({ featuredOnly: filter.featuredOnly ?? false }),
    queryFn: () => fetchSuccessStories(filter),
  });

export function useSuccessStories(filter: SuccessStoriesFilter = {}) {
  return useQuery(successStoriesQueryOptions(filter));
}
