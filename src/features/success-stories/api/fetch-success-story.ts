import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { successStoryKeys, type SuccessStory } from './fetch-success-stories';

/** One success story by id; rejects when it does not exist. */
export async function fetchSuccessStory(id: string): Promise<SuccessStory> {
  const { data, error } = await supabase.from('success_stories').select('*').eq('id', id).single();
  if (error) throw error;
  return data;
}

export const successStoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: successStoryKeys.detail(id), queryFn: () => fetchSuccessStory(id) });

/** The story `id`, or nothing to load when `id` is undefined (the create form). */
export function useSuccessStory(id: string | undefined) {
  return useQuery({ ...successStoryQueryOptions(id ?? ''), enabled: Boolean(id) });
}
