import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';

/** A member of staff a post can be by: their profile's name, title and portrait (decision 052). */
export type BlogAuthor = { id: string; full_name: string; job_title: string | null; portrait_url: string | null };

/** Refreshed when someone saves their profile (the staff feature invalidates this key). */
export const blogAuthorKeys = resourceKeys('blog-authors');

/** Staff by name, through blog_authors(): an editor may not read other people's profiles, only these columns. */
export async function fetchBlogAuthors(): Promise<BlogAuthor[]> {
  const { data } = await supabase.rpc('blog_authors').throwOnError();
  return data;
}

export function useBlogAuthors() {
  return useQuery(queryOptions({ queryKey: blogAuthorKeys.all, queryFn: fetchBlogAuthors }));
}
