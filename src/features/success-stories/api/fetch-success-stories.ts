import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { publicNow } from '@/lib/publishing';
import { resourceKeys } from '@/lib/query-keys';
import { publicData, staffData } from '@/lib/public-api';

export type SuccessStory = Tables<'success_stories'>;

/** `unpublished`: drafts and scheduled stories too (the admin list); public pages read only what visitors may see. */
export type SuccessStoriesFilter = { featuredOnly?: boolean; unpublished?: boolean };

/** Keys of every success stories query; mutations and live updates invalidate `successStoryKeys.all`. */
export const successStoryKeys = resourceKeys('success-stories');

/** Success stories newest first, optionally only the featured ones (docs/product.md §7). */
export async function fetchSuccessStories({ featuredOnly = false, unpublished = false }: SuccessStoriesFilter = {}): Promise<SuccessStory[]> {
  let query = (unpublished ? await staffData() : await publicData()).from('success_stories').select('*');
  if (featuredOnly) query = query.eq('featured', true);
  if (!unpublished) {
    const { status, before } = publicNow();
    query = query.eq('status', status).lte('published_at', before);
  }
  const { data } = await query.order('created_at', { ascending: false }).throwOnError();
  return data;
}

export const successStoriesQueryOptions = (filter: SuccessStoriesFilter = {}) =>
  queryOptions({
    queryKey: successStoryKeys.list({ featuredOnly: filter.featuredOnly ?? false, unpublished: filter.unpublished ?? false }),
    queryFn: () => fetchSuccessStories(filter),
  });

export function useSuccessStories(filter: SuccessStoriesFilter = {}) {
  return useQuery(successStoriesQueryOptions(filter));
}
